import { ESTATE_STATUSES, can } from '@estate/domain';
import {
  Bell,
  Clock,
  Filter,
  LayoutGrid,
  List,
  Plus,
  Search,
  Briefcase,
  ClipboardList,
  Upload,
} from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { focusRing } from '@/components/ui/focus';
import { LoadingState } from '@/components/ui/loading-state';
import { EmptyState } from '@/components/ui/panel';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { ESTATE_RANGES, useEstates, type EstateRange } from '@/features/estates/api/get-estates';
import { capitalise } from '@/features/estates/components/estate-status-badge';
import { EstateCards, EstateTable } from '@/features/estates/components/estate-list-views';
import { ESTATE_STAGES } from '@estate/domain';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { useViewRole } from '@/lib/view-role/use-view-role';

const PAGE_SIZE = 12;

/** /dashboard/estates: estates I created, searched, filtered and paged by the server. */
export function MyEstatesRoute() {
  useDocumentTitle('My Estates');
  const { viewRole } = useViewRole();
  const canCreate = can(viewRole, 'estate:create');
  const [search, setSearch] = useState('');
  const [showFilters, setShowFilters] = useState(false);
  const [status, setStatus] = useState('');
  const [stage, setStage] = useState('');
  const [range, setRange] = useState<EstateRange>('all');
  const [view, setView] = useState<'grid' | 'table'>('table');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const estates = useEstates({ q, status, stage, range, page, pageSize: PAGE_SIZE });
  const summary = estates.data?.summary;
  const filtered = Boolean(q || status || stage || range !== 'all');
  const pages = estates.data ? Math.max(1, Math.ceil(estates.data.total / PAGE_SIZE)) : 1;

  const resetPage =
    <T,>(setter: (v: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My Estates</h1>
          <p className="mt-1 text-slate-700">The estates you have opened, newest first.</p>
        </div>
        {canCreate ? (
          <ButtonLink to={paths.dashboard.newEstate.href()}>
            <Plus aria-hidden="true" className="size-4" />
            New Estate
          </ButtonLink>
        ) : null}
      </div>

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

      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-center gap-3">
          <div className="relative min-w-60 flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <label htmlFor="estate-search" className="sr-only">
              Search estates
            </label>
            <input
              id="estate-search"
              type="search"
              value={search}
              onChange={(e) => resetPage(setSearch)(e.target.value)}
              placeholder="Search by deceased name or estate ID..."
              className={cn(
                'block w-full rounded-md border border-slate-400 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500',
                focusRing,
                'focus-visible:ring-offset-0',
              )}
            />
          </div>
          <Button
            variant="secondary"
            aria-expanded={showFilters}
            aria-controls="estate-filters"
            onClick={() => setShowFilters((v) => !v)}
          >
            <Filter aria-hidden="true" className="size-4" />
            Filter
          </Button>
          <div role="group" aria-label="View" className="flex rounded-md border border-slate-300">
            <button
              type="button"
              aria-pressed={view === 'grid'}
              onClick={() => setView('grid')}
              className={cn(
                'rounded-l-md p-2',
                view === 'grid' ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                focusRing,
              )}
            >
              <LayoutGrid aria-hidden="true" className="size-4" />
              <span className="sr-only">Grid view</span>
            </button>
            <button
              type="button"
              aria-pressed={view === 'table'}
              onClick={() => setView('table')}
              className={cn(
                'rounded-r-md p-2',
                view === 'table' ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                focusRing,
              )}
            >
              <List aria-hidden="true" className="size-4" />
              <span className="sr-only">Table view</span>
            </button>
          </div>
        </div>
        {showFilters ? (
          <div id="estate-filters" className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-3">
            <SelectField label="Status" value={status} onChange={(e) => resetPage(setStatus)(e.target.value)}>
              <option value="">All Statuses</option>
              {ESTATE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {capitalise(s)}
                </option>
              ))}
            </SelectField>
            <SelectField label="Stage" value={stage} onChange={(e) => resetPage(setStage)(e.target.value)}>
              <option value="">All Stages</option>
              {ESTATE_STAGES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Date Range"
              value={range}
              onChange={(e) => resetPage(setRange)(e.target.value as EstateRange)}
            >
              {ESTATE_RANGES.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </SelectField>
          </div>
        ) : null}
      </div>

      {estates.isPending ? (
        <LoadingState label="Loading estates..." showLabel />
      ) : estates.isError ? (
        <Alert>
          <p>Failed to load estates. Please try again.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => window.location.reload()}>
            Retry
          </Button>
        </Alert>
      ) : estates.data.items.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            title="No estates found."
            hint={filtered ? 'Try adjusting your search or filters.' : undefined}
            action={
              canCreate ? (
                <ButtonLink to={paths.dashboard.newEstate.href()}>+ Create Estate</ButtonLink>
              ) : undefined
            }
          />
        </div>
      ) : (
        <>
          <p className="sr-only" role="status">
            {estates.data.total} estates found
          </p>
          {view === 'table' ? (
            <EstateTable items={estates.data.items} />
          ) : (
            <EstateCards items={estates.data.items} />
          )}
          <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              Page {page} of {pages} · {estates.data.total} estate{estates.data.total === 1 ? '' : 's'}
            </p>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </div>
          </nav>
        </>
      )}
    </div>
  );
}
