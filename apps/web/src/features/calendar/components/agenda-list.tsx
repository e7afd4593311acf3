import type { CalendarItem } from '@estate/domain';
import { EmptyListBox } from '@/components/ui/list-states';
import { cn } from '@/lib/cn';
import { CalendarItemEntry } from './calendar-item-entry';

const dayHeading = new Intl.DateTimeFormat('en-NZ', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The month as a list of the days that have something, in order (the calendar on a phone). */
export function AgendaList({
  month,
  monthLabel,
  today,
  items,
  onOpenEvent,
}: {
  month: string;
  monthLabel: string;
  today: string;
  items: readonly CalendarItem[];
  onOpenEvent: (item: CalendarItem) => void;
}) {
  const days = new Map<string, CalendarItem[]>();
  for (const item of items) {
    if (!item.date.startsWith(month)) continue;
    days.set(item.date, [...(days.get(item.date) ?? []), item]);
  }
  if (days.size === 0)
    return (
      <EmptyListBox
        title={`Nothing on the calendar in ${monthLabel}`}
        hint="Add an event, or look at another month."
      />
    );
  return (
    <ol className="space-y-4" aria-label={`${monthLabel}: agenda`}>
      {[...days].map(([day, dayItems]) => (
        <li key={day} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className={cn('text-sm font-semibold', day === today ? 'text-blue-800' : 'text-slate-900')}>
            {dayHeading.format(new Date(`${day}T00:00:00Z`))}
            {day === today ? ' (today)' : ''}
          </h3>
          <ul className="mt-2 space-y-1">
            {dayItems.map((item) => (
              <li key={item.id}>
                <CalendarItemEntry item={item} onOpenEvent={onOpenEvent} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
