import {
  AUDIT_CATEGORY_OPTIONS,
  AUDIT_LOG_TEXTS,
  AUDIT_STATUS_OPTIONS,
  labelOf,
  type AuditCategory,
  type AuditEventDto,
} from '@estate/domain';
import { Activity, FileText, KeyRound, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FilterBar } from '@/components/ui/filter-bar';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { StatCard } from '@/components/ui/stat-card';
import { roleLabelOf } from '@/config/roles';
import type { ListState } from '@/hooks/use-list-state';
import { formatDateTime } from '@/lib/format';
import { useAuditEvents } from '../api/get-audit-events';

const CATEGORY_TONES: Record<AuditCategory, BadgeTone> = {
  document: 'info',
  security: 'warning',
  data: 'neutral',
  access: 'success',
  system: 'neutral',
};

const COLUMNS: readonly DataColumn<AuditEventDto>[] = [
  {
    id: 'timestamp',
    header: 'Timestamp',
    sortable: true,
    cell: (e) => <time dateTime={e.timestamp}>{formatDateTime(e.timestamp)}</time>,
  },
  {
    id: 'user',
    header: 'User',
    cell: (e) =>
      e.user ? (
        <div>
          <p className="font-medium text-slate-900">{e.user.name}</p>
          <p className="text-xs text-slate-600">{roleLabelOf(e.user.role)}</p>
        </div>
      ) : (
        <p className="font-medium text-slate-900">{AUDIT_LOG_TEXTS.system}</p>
      ),
  },
  {
    id: 'action',
    header: 'Action',
    cell: (e) => (
      <div className="space-y-1">
        <p className="font-medium text-slate-900">{e.actionLabel}</p>
        <Badge tone={CATEGORY_TONES[e.category]}>{labelOf(AUDIT_CATEGORY_OPTIONS, e.category)}</Badge>
      </div>
    ),
  },
  { id: 'details', header: 'Details', cell: (e) => <p className="max-w-md">{e.details}</p> },
  { id: 'ipAddress', header: 'IP Address', cell: (e) => e.ipAddress ?? '—' },
  {
    id: 'status',
    header: 'Status',
    cell: (e) => (
      <Badge tone={e.status === 'success' ? 'success' : 'error'}>
        {labelOf(AUDIT_STATUS_OPTIONS, e.status)}
      </Badge>
    ),
  },
];

/** The filters the log's list state keeps in the URL. */
export const AUDIT_LOG_FILTERS = ['category', 'status', 'from', 'to'] as const;

/**
 * The audit log (spec 3 §2): the counts, search, category and status (and date) filters, the
 * events newest first, and paging. Read only: nobody edits the trail.
 */
export function AuditLogList({ list }: { list: ListState }) {
  const events = useAuditEvents(list.query);
  const filtersId = useId();
  const data = events.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const { filters } = list.query;
  const cards = data
    ? [
        { label: AUDIT_LOG_TEXTS.cards.total, value: data.summary.total, icon: Activity },
        { label: AUDIT_LOG_TEXTS.cards.document, value: data.summary.document, icon: FileText },
        { label: AUDIT_LOG_TEXTS.cards.security, value: data.summary.security, icon: ShieldCheck },
        { label: AUDIT_LOG_TEXTS.cards.access, value: data.summary.access, icon: KeyRound },
      ]
    : [];

  return (
    <div className="space-y-6">
      {cards.length ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map((card) => (
            <StatCard
              key={card.label}
              label={card.label}
              value={card.value.toLocaleString('en-NZ')}
              icon={card.icon}
            />
          ))}
        </div>
      ) : null}

      <FilterBar
        search={{
          id: `${filtersId}-search`,
          label: AUDIT_LOG_TEXTS.searchLabel,
          placeholder: AUDIT_LOG_TEXTS.searchPlaceholder,
          value: list.search,
          onChange: list.setSearch,
        }}
        filtersId={`${filtersId}-filters`}
        defaultOpen={list.isFiltered}
        filters={
          <>
            <SelectField
              label={AUDIT_LOG_TEXTS.categoryFilter}
              value={filters.category ?? ''}
              onChange={(e) => list.setFilter('category', e.target.value)}
            >
              <option value="">{AUDIT_LOG_TEXTS.allCategories}</option>
              {AUDIT_CATEGORY_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={AUDIT_LOG_TEXTS.statusFilter}
              value={filters.status ?? ''}
              onChange={(e) => list.setFilter('status', e.target.value)}
            >
              <option value="">{AUDIT_LOG_TEXTS.allStatuses}</option>
              {AUDIT_STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </SelectField>
            <div className="grid grid-cols-2 gap-3">
              <TextField
                type="date"
                label="From"
                value={filters.from ?? ''}
                max={filters.to || undefined}
                onChange={(e) => list.setFilter('from', e.target.value)}
              />
              <TextField
                type="date"
                label="To"
                value={filters.to ?? ''}
                min={filters.from || undefined}
                onChange={(e) => list.setFilter('to', e.target.value)}
              />
            </div>
          </>
        }
      />

      <DataTable
        label="Audit events"
        columns={COLUMNS}
        rows={data?.items}
        sort={{ sort: list.query.sort, order: list.query.order }}
        onSortChange={list.setSort}
        isPending={events.isPending}
        error={events.isError ? AUDIT_LOG_TEXTS.loadFailed : null}
        onRetry={() => void events.refetch()}
        empty={{
          title: AUDIT_LOG_TEXTS.empty,
          hint: list.isFiltered ? 'Try adjusting your search or filters' : AUDIT_LOG_TEXTS.emptyHint,
        }}
      />

      {data && pages > 1 ? (
        <Pagination page={data.page} pages={pages} onPageChange={(next) => list.setPage(next, data)}>
          Page {data.page} of {pages} · {data.total.toLocaleString('en-NZ')} events
        </Pagination>
      ) : null}
    </div>
  );
}
