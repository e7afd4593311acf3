import type { ReactNode } from 'react';

/** A bordered, horizontally scrollable table. */
export function TableShell({ children }: { children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">{children}</table>
    </div>
  );
}

/** The header row of a TableShell: one column header per label, in order. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="bg-slate-50">
      <tr>
        {columns.map((label) => (
          <th key={label} scope="col" className={tableHeaderCell}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export const tableHeaderCell =
  'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-700';
export const tableCell = 'px-4 py-3';
