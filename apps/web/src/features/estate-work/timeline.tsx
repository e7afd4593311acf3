import {
  TIMELINE_CATEGORIES,
  timelineCategoryLabel,
  timelineListSchema,
  type TimelineEvent,
  type TimelineType,
} from '@estate/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CheckSquare, Circle, FileText, Flag, Gavel, MessageSquare, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { FilterBar } from '@/components/ui/filter-bar';
import { SelectField } from '@/components/ui/form-field';
import { EmptyListBox, LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { Pagination } from '@/components/ui/pagination';
import { useListState } from '@/hooks/use-list-state';
import { api } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { recordKeys } from '@/lib/query-keys';

/** The spec's icon by type. */
const ICONS: Record<TimelineType, { icon: LucideIcon; tone: string }> = {
  legal: { icon: Gavel, tone: 'bg-indigo-100 text-indigo-800' },
  document: { icon: FileText, tone: 'bg-blue-100 text-blue-800' },
  communication: { icon: MessageSquare, tone: 'bg-teal-100 text-teal-800' },
  milestone: { icon: Flag, tone: 'bg-amber-100 text-amber-900' },
  task: { icon: CheckSquare, tone: 'bg-green-100 text-green-800' },
  default: { icon: Circle, tone: 'bg-slate-100 text-slate-700' },
};

const PAGE_SIZE = 25;

/**
 * Estate Timeline (spec 2): the estate's real events, newest first, as the reader may see them;
 * search and category in the URL.
 */
export function EstateTimeline({ estateId }: { estateId: string }) {
  const list = useListState({ defaultSort: 'at', defaultOrder: 'desc', filters: ['category'] });
  const { q, page, filters } = list.query;
  const query = { q, page, category: filters.category ?? '' };
  const events = useQuery({
    queryKey: [...recordKeys.estate(estateId), 'timeline', query],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
      if (q) search.set('q', q);
      if (query.category) search.set('category', query.category);
      return api.get(
        `/api/estates/${encodeURIComponent(estateId)}/timeline?${search}`,
        timelineListSchema,
        signal,
      );
    },
    placeholderData: keepPreviousData,
  });
  const id = useId();
  const data = events.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-6">
      <FilterBar
        search={{
          id: `${id}-search`,
          label: 'Search events',
          placeholder: 'Search events...',
          value: list.search,
          onChange: list.setSearch,
        }}
        filtersId={`${id}-filters`}
        defaultOpen={list.isFiltered}
        filters={
          <SelectField
            label="Category"
            value={query.category}
            onChange={(e) => list.setFilter('category', e.target.value)}
          >
            <option value="">All Categories</option>
            {TIMELINE_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </SelectField>
        }
      />
      {events.isError ? (
        <LoadError onRetry={() => void events.refetch()}>
          Failed to load the timeline. Please try again.
        </LoadError>
      ) : events.isPending ? (
        <LoadingState label="Loading the timeline..." showLabel />
      ) : !data?.items.length ? (
        <EmptyListBox
          title="No events found"
          hint={
            list.isFiltered
              ? 'Try adjusting your search or filters'
              : 'What happens on the estate will appear here.'
          }
        />
      ) : (
        <ol aria-label="Estate events" className="relative ml-5 space-y-6 border-l border-slate-300">
          {data.items.map((event) => (
            <TimelineItem key={event.id} event={event} />
          ))}
        </ol>
      )}
      {data && pages > 1 ? (
        <Pagination page={data.page} pages={pages} onPageChange={list.setPage}>
          Page {data.page} of {pages} · {data.total} events
        </Pagination>
      ) : null}
    </div>
  );
}

function TimelineItem({ event }: { event: TimelineEvent }) {
  const { icon: Icon, tone } = ICONS[event.type];
  return (
    <li className="relative ml-8">
      <span
        aria-hidden="true"
        className={`absolute top-0 -left-[3.05rem] flex size-8 items-center justify-center rounded-full ring-4 ring-white ${tone}`}
      >
        <Icon className="size-4" />
      </span>
      <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-sm font-semibold text-slate-900">{event.title}</h2>
          <Badge tone="info">{timelineCategoryLabel(event.category)}</Badge>
        </div>
        {event.description ? <p className="mt-1 text-sm text-slate-700">{event.description}</p> : null}
        <p className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <Avatar name={event.user} size="sm" decorative />
          <span className="font-medium text-slate-900">{event.user}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={event.at}>{formatDateTime(event.at)}</time>
        </p>
      </article>
    </li>
  );
}
