import { EXECUTOR_STATUSES, labelOf, type ExecutorOverviewItem } from '@estate/domain';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';

type Row = ExecutorOverviewItem & { id: string };

const columns: DataColumn<Row>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    cell: (e) => <span className="font-medium text-slate-900">{e.fullName}</span>,
  },
  {
    id: 'contact',
    header: 'Contact',
    cell: (e) => (
      <div className="space-y-0.5">
        <a className="block text-blue-700 underline-offset-2 hover:underline" href={`mailto:${e.email}`}>
          {e.email}
        </a>
        <p className="text-slate-700">{e.phone ?? 'No phone'}</p>
      </div>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (e) => (
      <Badge tone={e.status === 'active' ? 'success' : 'error'}>{labelOf(EXECUTOR_STATUSES, e.status)}</Badge>
    ),
  },
  {
    id: 'estates',
    header: 'Estates',
    sortable: true,
    cell: (e) =>
      e.estates.length ? (
        <ul className="space-y-0.5">
          {e.estates.map((estate) => (
            <li key={estate.id}>
              <TextLink to={paths.dashboard.estate.href({ id: estate.id })}>
                Estate of {estate.deceasedName}
              </TextLink>
            </li>
          ))}
        </ul>
      ) : (
        '—'
      ),
  },
];

/** The executors of the estates I may see: name, contact, status (active with their account) and estates. */
export function ExecutorTable({
  rows,
  isPending,
  error,
  onRetry,
  sort,
  onSortChange,
  isFiltered,
}: {
  rows: ExecutorOverviewItem[] | undefined;
  isPending: boolean;
  error: string | null;
  onRetry: () => void;
  sort: { sort: string; order: 'asc' | 'desc' };
  onSortChange: (sort: string, order: 'asc' | 'desc') => void;
  isFiltered: boolean;
}) {
  return (
    <DataTable
      label="Executors"
      columns={columns}
      rows={rows?.map((r) => ({ ...r, id: r.executorId }))}
      isPending={isPending}
      error={error}
      errorTitle="Error Loading Data"
      onRetry={onRetry}
      sort={sort}
      onSortChange={onSortChange}
      empty={
        isFiltered
          ? { title: 'No executors found', hint: 'Try another search or filter.' }
          : { title: 'No executors yet', hint: 'Add Executor invites one to an estate by email.' }
      }
    />
  );
}
