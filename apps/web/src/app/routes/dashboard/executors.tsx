import { can, EXECUTOR_SORTS, EXECUTOR_STATUSES } from '@estate/domain';
import { Clock, UserCheck, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EstatePicker } from '@/components/ui/estate-picker';
import { FilterBar } from '@/components/ui/filter-bar';
import { SelectField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { StatCard } from '@/components/ui/stat-card';
import { useExecutorOverview } from '@/features/executors/api/get-executor-overview';
import { ExecutorTable } from '@/features/executors/components/executor-table';
import { InviteDialog } from '@/features/invitations/components/invite-dialog';
import { InvitationTable } from '@/features/invitations/components/invitation-table';
import { useListState } from '@/hooks/use-list-state';
import { messageOf } from '@/lib/api-client';
import { useViewRole } from '@/lib/view-role/use-view-role';

const SORTS = EXECUTOR_SORTS.map((s) => s.value) as readonly string[];

/**
 * /dashboard/executors (spec 3 §2 "Executors"): the executors of the estates I may see, with contact,
 * status and estates; search, Filter (status, estate) and sort in the URL; Add Executor invites one
 * to an estate by email (decision 028); the invitations still waiting, with Resend and Revoke.
 */
export function ExecutorsRoute() {
  const { viewRole } = useViewRole();
  const list = useListState({ defaultSort: 'name', filters: ['status', 'estate'] });
  const [isInviting, setInviting] = useState(false);
  const { q, sort, order, filters, page } = list.query;
  const status = EXECUTOR_STATUSES.find((s) => s.value === filters.status)?.value;
  const mayView = can(viewRole, 'executors:view');
  const overview = useExecutorOverview(
    {
      q,
      sort: SORTS.includes(sort) ? (sort as 'name' | 'status' | 'estates') : 'name',
      order,
      page,
      ...(status ? { status } : {}),
      ...(filters.estate ? { estateId: filters.estate } : {}),
    },
    { enabled: mayView },
  );

  if (!mayView)
    return (
      <div className="space-y-6">
        <PageHeader title="Executors" />
        <Alert tone="info">The executors list is for lawyers and admins.</Alert>
      </div>
    );

  const summary = overview.data?.summary;
  const pages = overview.data ? Math.ceil(overview.data.total / overview.data.pageSize) : 0;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Executors"
        subtitle="The executors of your estates: how to reach them, whether their account is active, and their estates."
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            Add Executor
          </Button>
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Executors" value={summary?.total ?? '—'} icon={Users} />
        <StatCard label="Active" value={summary?.active ?? '—'} icon={UserCheck} />
        <StatCard label="Pending Invitations" value={summary?.pendingInvitations ?? '—'} icon={Clock} />
      </div>
      <FilterBar
        search={{
          id: 'executor-search',
          label: 'Search executors',
          placeholder: 'Search by name or email...',
          value: list.search,
          onChange: list.setSearch,
        }}
        filtersId="executor-filters"
        defaultOpen={Boolean(filters.status || filters.estate)}
        filters={
          <>
            <SelectField
              label="Status"
              value={filters.status ?? ''}
              onChange={(e) => list.setFilter('status', e.target.value)}
            >
              <option value="">All Statuses</option>
              {EXECUTOR_STATUSES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </SelectField>
            <EstatePicker
              emptyLabel="All Estates"
              value={filters.estate ?? ''}
              onChange={(e) => list.setFilter('estate', e.target.value)}
            />
            <SelectField
              label="Sort by"
              value={`${sort}:${order}`}
              onChange={(e) => {
                const [by = 'name', direction] = e.target.value.split(':');
                list.setSort(by, direction === 'desc' ? 'desc' : 'asc');
              }}
            >
              {EXECUTOR_SORTS.flatMap((s) => [
                <option key={`${s.value}:asc`} value={`${s.value}:asc`}>
                  {s.label} (ascending)
                </option>,
                <option key={`${s.value}:desc`} value={`${s.value}:desc`}>
                  {s.label} (descending)
                </option>,
              ])}
            </SelectField>
          </>
        }
      />
      <ExecutorTable
        rows={overview.data?.items}
        isPending={overview.isPending}
        error={
          overview.error ? messageOf(overview.error, 'Failed to load executors. Please try again.') : null
        }
        onRetry={() => void overview.refetch()}
        sort={{ sort, order }}
        onSortChange={list.setSort}
        isFiltered={list.isFiltered}
      />
      {overview.data && pages > 1 ? (
        <Pagination page={overview.data.page} pages={pages} onPageChange={list.setPage}>
          Page {overview.data.page} of {pages} · {overview.data.total} executors
        </Pagination>
      ) : null}
      <section className="space-y-3">
        <h2 id="executor-invitations" className="text-lg font-semibold text-slate-900">
          Executor Invitations
        </h2>
        <InvitationTable
          label="Executor invitations"
          query={{ role: 'executor', ...(filters.estate ? { estateId: filters.estate } : {}) }}
        />
      </section>
      {isInviting ? <InviteDialog role="executor" onClose={() => setInviting(false)} /> : null}
    </div>
  );
}
