import { ESTATE_STATUSES, can } from '@estate/domain';
import { Bell, Clock, LayoutGrid, List, Plus, Briefcase, ClipboardList, Upload } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { DateRangeSelect, FilterBar } from '@/components/ui/filter-bar';
import { SelectField } from '@/components/ui/form-field';
import { EmptyListBox, LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { StatCard } from '@/components/ui/stat-card';
import { ViewToggle } from '@/components/ui/view-toggle';
import { paths } from '@/config/paths';
import {
  ESTATE_RANGES,
  MY_ESTATES_PAGE_SIZE,
  useEstates,
  type EstateRange,
} from '@/features/estates/api/get-estates';
import { capitalise } from '@/features/estates/components/estate-status-badge';
import { EstateCards, EstateTable } from '@/features/estates/components/estate-list-views';
import { ESTATE_STAGES } from '@estate/domain';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePage } from '@/hooks/use-page';
import { useViewRole } from '@/lib/view-role/use-view-role';

const PAGE_SIZE = MY_ESTATES_PAGE_SIZE;
/** What My Estates lists, in the words of the role it is seen as. */
const ESTATES_SUBTITLE: Record<string, string> = {
  lawyer: 'The estates you and your firm administer, newest first.',
  executor: 'The estates you administer, newest first.',
  beneficiary: 'Estates you are a beneficiary of, newest first.',
  admin: 'All estates, newest first.',
};

const VIEWS = [
  { value: 'grid', label: 'Grid view', icon: LayoutGrid },
  { value: 'table', label: 'Table view', icon: List },
] as const;

/** /dashboard/estates: the estates I may see, searched, filtered and paged by the server. */
export function MyEstatesRoute() {
  const { viewRole } = useViewRole();
  const canCreate = can(viewRole, 'estate:create');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [stage, setStage] = useState('');
  const [range, setRange] = useState<EstateRange>('all');
  const [view, setView] = useState<'grid' | 'table'>('table');
  const { page, setPage, resettingPage } = usePage();
  const q = useDebouncedValue(search.trim(), 300);
  const estates = useEstates({ q, status, stage, range, page, pageSize: PAGE_SIZE });
  const summary = estates.data?.summary;
  const filtered = Boolean(q || status || stage || range !== 'all');
  const pages = estates.data ? Math.max(1, Math.ceil(estates.data.total / PAGE_SIZE)) : 1;

  return (
    <div className="space-y-6">
      <PageHeader
        title="My Estates"
        subtitle={ESTATES_SUBTITLE[viewRole] ?? 'The estates you can see, newest first.'}
        actions={
          canCreate ? (
            <ButtonLink to={paths.dashboard.newEstate.href()}>
              <Plus aria-hidden="true" className="size-4" />
              New Estate
            </ButtonLink>
          ) : null
        }
      />

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Active Estates" value={summary?.activeEstates ?? '—'} icon={Briefcase} />
        <StatCard label="Pending Tasks" value={summary?.pendingTasks ?? '—'} icon={ClipboardList} />
        <StatCard
          label="Recently Updated"
          value={summary?.recentlyUpdated ?? '—'}
          icon={Clock}
          hint="Updated in the last 7 days"
        />
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-medium text-slate-700">Quick Actions</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <ButtonLink to={paths.dashboard.documents.href()} variant="secondary" size="sm">
              <Upload aria-hidden="true" className="size-4" />
              Upload
            </ButtonLink>
            <ButtonLink to={paths.dashboard.notifyflow.href()} variant="secondary" size="sm">
              <Bell aria-hidden="true" className="size-4" />
              Notify
            </ButtonLink>
          </div>
        </div>
      </div>

      <FilterBar
        search={{
          id: 'estate-search',
          label: 'Search estates',
          placeholder: 'Search by deceased name or file number...',
          value: search,
          onChange: resettingPage(setSearch),
        }}
        filtersId="estate-filters"
        filters={
          <>
            <SelectField
              label="Status"
              value={status}
              onChange={(e) => resettingPage(setStatus)(e.target.value)}
            >
              <option value="">All Statuses</option>
              {ESTATE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {capitalise(s)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Stage"
              value={stage}
              onChange={(e) => resettingPage(setStage)(e.target.value)}
            >
              <option value="">All Stages</option>
              {ESTATE_STAGES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </SelectField>
            <DateRangeSelect ranges={ESTATE_RANGES} value={range} onChange={resettingPage(setRange)} />
          </>
        }
      >
        <ViewToggle options={VIEWS} value={view} onChange={setView} />
      </FilterBar>

      {estates.isPending ? (
        <LoadingState label="Loading estates..." showLabel />
      ) : estates.isError ? (
        <LoadError onRetry={() => window.location.reload()}>
          Failed to load estates. Please try again.
        </LoadError>
      ) : estates.data.items.length === 0 ? (
        <EmptyListBox
          title="No estates found."
          hint={filtered ? 'Try adjusting your search or filters.' : undefined}
          action={
            canCreate ? (
              <ButtonLink to={paths.dashboard.newEstate.href()}>+ Create Estate</ButtonLink>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className="sr-only" role="status">
            {estates.data.total} estate{estates.data.total === 1 ? '' : 's'} found
          </p>
          {view === 'table' ? (
            <EstateTable items={estates.data.items} />
          ) : (
            <EstateCards items={estates.data.items} />
          )}
          <Pagination page={page} pages={pages} onPageChange={setPage}>
            Page {page} of {pages} · {estates.data.total} estate{estates.data.total === 1 ? '' : 's'}
          </Pagination>
        </>
      )}
    </div>
  );
}
