import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A bordered, horizontally scrollable table. With `label`, the scrolling box is a named region that
 * takes keyboard focus, so a table wider than the screen can be scrolled without a mouse.
 */
export function TableShell({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div
      role={label ? 'region' : undefined}
      aria-label={label}
      tabIndex={label ? 0 : undefined}
      className={cn(
        'overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm',
        label && 'focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none',
      )}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">{children}</table>
    </div>
  );
}

/** A column header of a TableHead: its label, or the label with options. */
export type TableColumn =
  | string
  | {
      label: string;
      /** `right` for amounts; the cells below should be right-aligned too. */
      align?: 'left' | 'right';
      /** The label is read by screen readers only (a column of buttons, say). */
      isLabelHidden?: boolean;
    };

/**
 * `caps` (the default): small uppercase labels, as in most lists. `plain`: labels as written, at the
 * table's text size, as in the admin directories.
 */
export type TableHeadVariant = 'caps' | 'plain';

const headerCellBase: Record<TableHeadVariant, string> = {
  caps: 'px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-700',
  plain: 'px-4 py-3 font-semibold text-slate-700',
};

/** The header row of a TableShell: one column header per entry, in order. */
export function TableHead({
  columns,
  variant = 'caps',
}: {
  columns: readonly TableColumn[];
  variant?: TableHeadVariant;
}) {
  return (
    <thead className="bg-slate-50">
      <tr>
        {columns.map((column) => {
          const {
            label,
            align = 'left',
            isLabelHidden = false,
          } = typeof column === 'string' ? { label: column } : column;
          return (
            <th
              key={label}
              scope="col"
              className={cn(headerCellBase[variant], align === 'right' ? 'text-right' : 'text-left')}
            >
              {isLabelHidden ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

export const tableCell = 'px-4 py-3';
