import { MONTH, monthGrid, nzToday, shiftMonth, type CalendarItem } from '@estate/domain';
import { CalendarDays, ChevronLeft, ChevronRight, List, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RecordFormDialog } from '@/components/records/record-list';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { ViewToggle, type ViewOption } from '@/components/ui/view-toggle';
import { useCalendar } from '@/features/calendar/api/get-calendar';
import { calendarEventKind } from '@/features/calendar/calendar-event-kind';
import { AgendaList } from '@/features/calendar/components/agenda-list';
import { CalendarEventDialog } from '@/features/calendar/components/calendar-event-dialog';
import { CalendarSubscribePanel } from '@/features/calendar/components/calendar-subscribe-panel';
import { MonthGrid } from '@/features/calendar/components/month-grid';

type View = 'month' | 'agenda';
const VIEWS: readonly ViewOption<View>[] = [
  { value: 'month', label: 'Month view', icon: CalendarDays },
  { value: 'agenda', label: 'Agenda view', icon: List },
];

const monthName = new Intl.DateTimeFormat('en-NZ', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const labelOfMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** Wide enough for the month grid; narrower screens start on the agenda. */
const WIDE = '(min-width: 768px)';
function useIsWide() {
  const [isWide, setIsWide] = useState(() => window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const onChange = () => setIsWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return isWide;
}

/**
 * /dashboard/calendar (spec 3 §2 Calendar; issue 16): a month of everything dated I may see (task,
 * milestone and tax due dates, the estates' statutory dates, events people added), overdue marked;
 * Previous, Next and Today move the month, which lives in the URL (`?month=YYYY-MM`) with the view,
 * so reload and back keep them. The agenda list is the view on small screens and a toggle elsewhere.
 * Add Event is the records kit's form; an item opens where it lives, an event opens itself
 * (`?event=<id>`). Below, Subscribe: the personal calendar feed.
 */
export function CalendarRoute() {
  const [params, setParams] = useSearchParams();
  const today = nzToday();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : today.slice(0, 7);
  const isWide = useIsWide();
  const view: View =
    params.get('view') === 'agenda' || params.get('view') === 'month'
      ? (params.get('view') as View)
      : isWide
        ? 'month'
        : 'agenda';
  const eventId = params.get('event');
  const [adding, setAdding] = useState(false);

  const grid = monthGrid(month);
  const calendar = useCalendar(grid.from, grid.to);
  const monthLabel = labelOfMonth(month);

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  const goTo = (target: string) =>
    update((next) => {
      if (target === today.slice(0, 7)) next.delete('month');
      else next.set('month', target);
    });
  const openEvent = (item: CalendarItem) =>
    update((next) => next.set('event', item.id.replace(/^event-/, '')));
  const closeEvent = () => update((next) => next.delete('event'));

  const items = calendar.data?.items ?? [];
  const overdue = items.filter((i) => i.overdue && i.date.startsWith(month)).length;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Calendar"
        subtitle="Deadlines, statutory dates and events of the estates you may see."
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add Event
          </Button>
        }
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => goTo(shiftMonth(month, -1))}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous<span className="sr-only"> month</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => goTo(today.slice(0, 7))}>
            Today
          </Button>
          <Button variant="secondary" size="sm" onClick={() => goTo(shiftMonth(month, 1))}>
            Next<span className="sr-only"> month</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          <h2 className="ml-2 text-lg font-semibold text-slate-900" aria-live="polite">
            {monthLabel}
          </h2>
        </div>
        <ViewToggle options={VIEWS} value={view} onChange={(v) => update((next) => next.set('view', v))} />
      </div>

      {overdue ? (
        <p className="text-sm font-medium text-red-800">
          {overdue} overdue {overdue === 1 ? 'item' : 'items'} this month.
        </p>
      ) : null}

      {calendar.isPending ? (
        <LoadingState label="Loading the calendar…" showLabel />
      ) : calendar.isError ? (
        <LoadError title="Error Loading Data" onRetry={() => void calendar.refetch()}>
          Failed to load the calendar. Please try again.
        </LoadError>
      ) : view === 'month' ? (
        <MonthGrid
          month={month}
          monthLabel={monthLabel}
          days={grid.days}
          today={calendar.data.today}
          items={items}
          onOpenEvent={openEvent}
        />
      ) : (
        <AgendaList
          month={month}
          monthLabel={monthLabel}
          today={calendar.data.today}
          items={items}
          onOpenEvent={openEvent}
        />
      )}

      <CalendarSubscribePanel />

      {adding ? (
        <RecordFormDialog
          kind={calendarEventKind}
          record={undefined}
          initial={{ ...calendarEventKind.blank, date: month === today.slice(0, 7) ? today : `${month}-01` }}
          estateId={undefined}
          estateOptions={[]}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {eventId ? <CalendarEventDialog eventId={eventId} onClose={closeEvent} /> : null}
    </div>
  );
}
