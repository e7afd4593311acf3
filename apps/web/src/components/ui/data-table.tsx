import { createColumnHelper, rowSortingFeature, tableFeatures, useTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from './focus';
import { EmptyListBox, LoadError } from './list-states';
import { LoadingState } from './loading-state';

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
        'relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm',
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

/* ───────────────────────── DataTable: a table declared by its columns ───────────────────────── */

/** One column of a DataTable. */
export type DataColumn<T> = {
  /** Stable id; for a sortable column, the API's sort key. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The column can be sorted by the server (its `id` is the sort key). */
  sortable?: boolean;
  align?: 'left' | 'right';
};

/** The Edit and Delete buttons of each row; their accessible names say which row ("Edit Kauri bach"). */
export type RowActions<T> = {
  nameOf: (row: T) => string;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  /** Whether the row has its Edit button (every row unless said). */
  canEdit?: ((row: T) => boolean) | undefined;
  /** Whether the row has its Delete button (every row unless said). */
  canDelete?: ((row: T) => boolean) | undefined;
  /** What the Delete button says it does, where it is not a delete ("Revoke" an access grant). */
  deleteVerb?: string | undefined;
};

/**
 * A table drawn from its columns with TanStack Table: sortable headers (the sort is the server's:
 * `sort` and `onSortChange` come from the list state in the URL), loading, error with Retry and
 * empty states, and row actions. The table scrolls sideways in a named, focusable region on a
 * narrow screen.
 */
export function DataTable<T extends { id: string }>({
  label,
  columns,
  rows,
  sort,
  onSortChange,
  actions,
  isPending,
  error,
  errorTitle,
  onRetry,
  empty,
  footer,
}: {
  /** The region's name ("Assets"). */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  sort?: { sort: string; order: 'asc' | 'desc' };
  onSortChange?: (sort: string, order: 'asc' | 'desc') => void;
  actions?: RowActions<T> | undefined;
  isPending?: boolean;
  /** The message of a failed load (shown with Retry). */
  error?: string | null;
  /** A heading over that message ("Error Loading Data"). */
  errorTitle?: string | undefined;
  onRetry?: () => void;
  empty: { title: string; hint?: string };
  /** A `<tfoot>` (totals). */
  footer?: ReactNode;
}) {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const table = useTable({
    features: tableFeaturesWithSorting,
    columns: useMemoColumns(columns, actions),
    data: rows ?? noRows,
    getRowId: (row: T) => row.id,
    manualSorting: true,
    enableSortingRemoval: false,
    // A header's first click sorts ascending, whatever the column holds.
    sortDescFirst: false,
    state: { sorting: sort ? [{ id: sort.sort, desc: sort.order === 'desc' }] : [] },
    onSortingChange: (updater) => {
      const current = sort ? [{ id: sort.sort, desc: sort.order === 'desc' }] : [];
      const next = typeof updater === 'function' ? updater(current) : updater;
      const first = next[0];
      if (first) onSortChange?.(first.id, first.desc ? 'desc' : 'asc');
    },
  });

  if (error)
    return (
      <LoadError title={errorTitle} onRetry={onRetry ?? (() => window.location.reload())}>
        {error}
      </LoadError>
    );
  if (isPending && !rows) return <LoadingState label={`Loading ${label.toLowerCase()}...`} showLabel />;
  if (!rows?.length) return <EmptyListBox title={empty.title} hint={empty.hint} />;

  return (
    <TableShell label={label}>
      <thead className="bg-slate-50">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const column = byId.get(header.column.id);
              const direction = header.column.getIsSorted();
              const isActions = header.column.id === ACTIONS;
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={cn(headerCellBase.caps, column?.align === 'right' ? 'text-right' : 'text-left')}
                >
                  {isActions ? (
                    <span className="sr-only">Actions</span>
                  ) : header.column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className={cn('inline-flex items-center gap-1 uppercase', focusRing)}
                    >
                      {column?.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column?.header
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody className="divide-y divide-slate-200">
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => (
              <td
                key={cell.id}
                className={cn(tableCell, byId.get(cell.column.id)?.align === 'right' && 'text-right')}
              >
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer}
    </TableShell>
  );
}

const ACTIONS = '_actions';
const noRows: never[] = [];
const tableFeaturesWithSorting = tableFeatures({ rowSortingFeature });
type Features = typeof tableFeaturesWithSorting;

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className={cn('size-3.5', !direction && 'text-slate-500')} />;
}

const actionButton = cn(
  'inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
  focusRing,
);

/** TanStack column definitions for the declared columns (kept stable while the declaration is). */
function useMemoColumns<T extends { id: string }>(
  columns: readonly DataColumn<T>[],
  actions: RowActions<T> | undefined,
) {
  return useMemo(() => {
    const helper = createColumnHelper<Features, T>();
    const defs = columns.map((c) =>
      // An accessor column (not a display one): TanStack sorts only columns with an accessor. The
      // sorting itself is the server's, so the value read is only the row's id.
      helper.accessor((row): unknown => row.id, {
        id: c.id,
        header: c.header,
        enableSorting: Boolean(c.sortable),
        cell: (ctx) => c.cell(ctx.row.original),
      }),
    );
    if (!actions?.onEdit && !actions?.onDelete) return defs;
    const { nameOf, onEdit, onDelete, canEdit, canDelete, deleteVerb = 'Delete' } = actions;
    return [
      ...defs,
      helper.display({
        id: ACTIONS,
        header: 'Actions',
        enableSorting: false,
        cell: ({ row: { original } }) => (
          <div className="flex items-center gap-1">
            {onEdit && (canEdit?.(original) ?? true) ? (
              <button
                type="button"
                className={cn(actionButton, 'hover:text-blue-700')}
                onClick={() => onEdit(original)}
              >
                <Pencil aria-hidden="true" className="size-4" />
                <span className="sr-only">Edit {nameOf(original)}</span>
              </button>
            ) : null}
            {onDelete && (canDelete?.(original) ?? true) ? (
              <button
                type="button"
                className={cn(actionButton, 'hover:text-red-700')}
                onClick={() => onDelete(original)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">
                  {deleteVerb} {nameOf(original)}
                </span>
              </button>
            ) : null}
          </div>
        ),
      }),
    ];
  }, [columns, actions]);
}
