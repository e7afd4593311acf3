import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type RowData,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from './focus';
import { EmptyListBox, LoadError } from './list-states';
import { LoadingState } from './loading-state';

/**
 * A bordered, horizontally scrollable table. With `label`, the scrolling box is a named region that
 * takes keyboard focus, so a table wider than the screen can be scrolled without a mouse. Without
 * `isBoxed`, the table alone: for one that is never drawn (read by screen readers only), where a
 * scrolling box nobody can reach would be a keyboard trap for axe and no use to anyone.
 */
function TableShell({
  label,
  isBoxed = true,
  children,
}: {
  label?: string | undefined;
  isBoxed?: boolean;
  children: ReactNode;
}) {
  const table = <table className="min-w-full divide-y divide-slate-200 text-sm">{children}</table>;
  if (!isBoxed) return table;
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
      {table}
    </div>
  );
}

/**
 * `caps` (the default): small uppercase labels, as in most lists. `plain`: labels as written, at the
 * table's text size, as in the admin directories.
 */
export type TableHeadVariant = 'caps' | 'plain';

const headerCellBase: Record<TableHeadVariant, string> = {
  caps: 'px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-700',
  plain: 'px-4 py-3 font-semibold text-slate-700',
};

const tableCell = 'px-4 py-3';
/** The cells of a compact table (a preview in a dialog): less room above and below. */
const compactCell = 'px-4 py-2';

/* ───────────────────────── DataTable: a table declared by its columns ───────────────────────── */

/** One column of a DataTable. */
export type DataColumn<T> = {
  /** Stable id; for a sortable column, the API's sort key. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The column can be sorted by the server (its `id` is the sort key). */
  sortable?: boolean;
  /** `right` for amounts: the header and the cells (and the footer's cell). */
  align?: 'left' | 'right';
  /** The header is read by screen readers only (a column of buttons, say). */
  isHeaderHidden?: boolean;
  /** The column's cells head their rows (`<th scope="row">`): the name of what each row is about. */
  isRowHeader?: boolean;
  /** More classes for the column's body cells ("whitespace-nowrap", "font-medium text-slate-900"). */
  className?: string;
  /** The column's cell in the table's one footer row (a total); a table with any has a `<tfoot>`. */
  footer?: ReactNode;
};

/**
 * A row of totals under the body ("GST (15%)"): its label heads the row (`<th scope="row">`) across
 * every column but the last, which holds the amount.
 */
export type TotalRow = {
  label: string;
  value: ReactNode;
  /** In bold, as the total to pay; the others are in the body's weight. */
  isStrong?: boolean;
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
  /** More of a row's actions after Edit and Delete (Reverse a kept ledger entry, decision 070). */
  extra?: ((row: T) => ReactNode) | undefined;
};

type DataTableProps<T> = {
  /** The table's name ("Assets"): its region's and its loading message's. */
  label: string;
  /**
   * The table's `<caption>` ("Items, amounts excluding GST"), which names the table itself: read by
   * screen readers only unless `isCaptionVisible`. No caption unless said.
   */
  caption?: string | undefined;
  /** The caption is drawn, not only read (a table that is itself hidden until asked for, say). */
  isCaptionVisible?: boolean;
  /**
   * The scrolling box is a region named by `label` that takes keyboard focus (the default). False
   * for a table whose box is not a landmark of its own (the page's one list, under its heading).
   */
  isRegion?: boolean;
  /**
   * The table sits in its bordered, scrolling box (the default). False for a table read by screen
   * readers only (a chart's numbers until "Show as table"): no box, so no region and no scrolling.
   */
  isBoxed?: boolean;
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  sort?: { sort: string; order: 'asc' | 'desc' };
  onSortChange?: (sort: string, order: 'asc' | 'desc') => void;
  actions?: RowActions<T> | undefined;
  isPending?: boolean | undefined;
  /** The message of a failed load (shown with Retry). */
  error?: string | null | undefined;
  /** A heading over that message ("Error Loading Data"). */
  errorTitle?: string | undefined;
  onRetry?: (() => void) | undefined;
  /**
   * What shows instead of the table when there are no rows. Without it (and without `emptyRow`),
   * a table with no rows is drawn with its headers only: the caller has said "nothing here" already.
   */
  empty?: { title: string; hint?: string | undefined } | undefined;
  /** With no rows, the table keeps its headers over one row that says this ("No versions match"). */
  emptyRow?: string;
  /** The header labels' look (`caps` unless said). */
  headerVariant?: TableHeadVariant;
  /** Less room above and below each row (a preview in a dialog). */
  isCompact?: boolean;
  /** The cells' content sits at the top of the row (rows of several lines), not in the middle. */
  isTopAligned?: boolean;
  /**
   * Rows of totals in the footer, after the columns' `footer` row if any (an invoice's total
   * excluding GST, its GST, and the total including GST).
   */
  totals?: readonly TotalRow[] | undefined;
  /** Classes for a row's `<tr>` (a row that needs attention in red, say). */
  rowClassName?: (row: T) => string | undefined;
  /**
   * A row's stable key: its `id` unless said; a row without one says which field is ("taskId"). A
   * function declared once (outside the component), so the columns are not rebuilt at each render.
   */
  rowId?: (row: T) => string;
};

/**
 * A table drawn from its columns with TanStack Table: sortable headers (the sort is the server's:
 * `sort` and `onSortChange` come from the list state in the URL), loading, error with Retry and
 * empty states, row actions, row headers, a caption, and footer rows of totals. The table scrolls
 * sideways in a named, focusable region on a narrow screen.
 */
export function DataTable<T extends RowData & { id: string }>(props: DataTableProps<T>): ReactNode;
export function DataTable<T extends RowData>(
  props: DataTableProps<T> & { rowId: (row: T) => string },
): ReactNode;
export function DataTable<T extends RowData>(props: DataTableProps<T>): ReactNode {
  const {
    label,
    caption,
    isCaptionVisible = false,
    isRegion = true,
    isBoxed = true,
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
    emptyRow,
    headerVariant = 'caps',
    isCompact = false,
    isTopAligned = false,
    totals,
    rowClassName,
  } = props;
  const rowId = props.rowId ?? idOf;
  const byId = new Map(columns.map((c) => [c.id, c]));
  const table = useTable({
    features: tableFeaturesWithSorting,
    columns: useMemoColumns(columns, actions, rowId),
    data: rows ?? noRows,
    getRowId: (row: T) => rowId(row),
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
  if (!rows?.length && empty) return <EmptyListBox title={empty.title} hint={empty.hint} />;

  /** A body or footer cell's classes: padding, alignment, and a body cell's own classes. */
  const cellClass = (column: DataColumn<T> | undefined, part: 'body' | 'footer') =>
    cn(
      isCompact ? compactCell : tableCell,
      isTopAligned && 'align-top',
      column?.align === 'right' ? 'text-right' : column?.isRowHeader && 'text-left',
      part === 'body' && column?.className,
    );
  const bodyRows = table.getRowModel().rows;
  const leafColumns = table.getAllLeafColumns();
  const hasFooterRow = columns.some((c) => c.footer !== undefined);
  const lastColumn = columns.at(-1);

  return (
    <TableShell label={isRegion ? label : undefined} isBoxed={isBoxed}>
      {caption ? <caption className={isCaptionVisible ? undefined : 'sr-only'}>{caption}</caption> : null}
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
                  className={cn(
                    headerCellBase[headerVariant],
                    column?.align === 'right' ? 'text-right' : 'text-left',
                  )}
                >
                  {isActions ? (
                    <span className="sr-only">Actions</span>
                  ) : column?.isHeaderHidden ? (
                    <span className="sr-only">{column.header}</span>
                  ) : header.column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className={cn(
                        'inline-flex items-center gap-1',
                        headerVariant === 'caps' && 'uppercase',
                        focusRing,
                      )}
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
        {bodyRows.map((row) => (
          <tr key={row.id} className={rowClassName?.(row.original)}>
            {row.getAllCells().map((cell) => {
              const column = byId.get(cell.column.id);
              return (
                <RowCell
                  key={cell.id}
                  isRowHeader={column?.isRowHeader}
                  className={cellClass(column, 'body')}
                >
                  <table.FlexRender cell={cell} />
                </RowCell>
              );
            })}
          </tr>
        ))}
        {bodyRows.length === 0 && emptyRow ? (
          <tr>
            <td colSpan={leafColumns.length} className={cn(tableCell, 'text-center text-slate-600')}>
              {emptyRow}
            </td>
          </tr>
        ) : null}
      </tbody>
      {hasFooterRow || totals?.length ? (
        <tfoot className="bg-slate-50 font-semibold text-slate-900">
          {hasFooterRow ? (
            <tr>
              {leafColumns.map((leaf) => {
                const column = byId.get(leaf.id);
                return (
                  <RowCell
                    key={leaf.id}
                    isRowHeader={column?.isRowHeader}
                    className={cellClass(column, 'footer')}
                  >
                    {column?.footer}
                  </RowCell>
                );
              })}
            </tr>
          ) : null}
          {totals?.map((total) => {
            const weight = total.isStrong ? 'font-semibold' : 'font-normal';
            return (
              <tr key={total.label}>
                <th
                  scope="row"
                  colSpan={columns.length > 1 ? columns.length - 1 : undefined}
                  className={cn(
                    isCompact ? compactCell : tableCell,
                    'text-right',
                    weight,
                    !total.isStrong && 'text-slate-700',
                  )}
                >
                  {total.label}
                </th>
                <td className={cn(cellClass(lastColumn, 'footer'), 'tabular-nums', weight)}>{total.value}</td>
                {/* Under the row actions, if any. */}
                {leafColumns.length > columns.length ? <td /> : null}
              </tr>
            );
          })}
        </tfoot>
      ) : null}
    </TableShell>
  );
}

const ACTIONS = '_actions';
const noRows: never[] = [];
const tableFeaturesWithSorting = tableFeatures({ rowSortingFeature });
type Features = typeof tableFeaturesWithSorting;

/** The key of a row that has an `id` (DataTable's signatures let only those go without `rowId`). */
function idOf<T extends RowData>(row: T): string {
  return (row as { id: string }).id;
}

/** A cell of a body or footer row: its row's header (`<th scope="row">`) in such a column, else `<td>`. */
function RowCell({
  isRowHeader,
  className,
  children,
}: {
  isRowHeader: boolean | undefined;
  className: string;
  children: ReactNode;
}) {
  return isRowHeader ? (
    <th scope="row" className={className}>
      {children}
    </th>
  ) : (
    <td className={className}>{children}</td>
  );
}

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className={cn('size-3.5', !direction && 'text-slate-500')} />;
}

const actionButton = cn(
  'inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
  focusRing,
);

/** TanStack column definitions for the declared columns (kept stable while the declaration is). */
function useMemoColumns<T extends RowData>(
  columns: readonly DataColumn<T>[],
  actions: RowActions<T> | undefined,
  rowId: (row: T) => string,
) {
  return useMemo(() => {
    const helper = createColumnHelper<Features, T>();
    const defs = columns.map((c) =>
      // An accessor column (not a display one): TanStack sorts only columns with an accessor. The
      // sorting itself is the server's, so the value read is only the row's id.
      helper.accessor((row): unknown => rowId(row), {
        id: c.id,
        header: c.header,
        enableSorting: Boolean(c.sortable),
        cell: (ctx) => c.cell(ctx.row.original),
      }),
    );
    if (!actions?.onEdit && !actions?.onDelete) return defs;
    const { nameOf, onEdit, onDelete, canEdit, canDelete, deleteVerb = 'Delete', extra } = actions;
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
            {extra?.(original)}
          </div>
        ),
      }),
    ];
  }, [columns, actions, rowId]);
}
