import type { CalendarItem } from '@estate/domain';
import { cn } from '@/lib/cn';
import { CalendarItemEntry } from './calendar-item-entry';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const dayLabel = new Intl.DateTimeFormat('en-NZ', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/**
 * A month as a table of weeks (Monday first), each day with its items. Days of the months either side
 * are dimmed; today is marked in words for screen readers and with a ring for the eye.
 */
export function MonthGrid({
  month,
  monthLabel,
  days,
  today,
  items,
  onOpenEvent,
}: {
  month: string;
  monthLabel: string;
  days: readonly string[];
  today: string;
  items: readonly CalendarItem[];
  onOpenEvent: (item: CalendarItem) => void;
}) {
  const byDay = new Map<string, CalendarItem[]>();
  for (const item of items) byDay.set(item.date, [...(byDay.get(item.date) ?? []), item]);
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[44rem] table-fixed border-collapse">
        <caption className="sr-only">{monthLabel}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d, i) => (
              <th
                key={d}
                scope="col"
                className="border-b border-slate-200 px-2 py-2 text-left text-xs font-semibold text-slate-700"
              >
                <abbr title={WEEKDAY_NAMES[i]} className="no-underline">
                  {d}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const inMonth = day.startsWith(month);
                const isToday = day === today;
                const dayItems = byDay.get(day) ?? [];
                return (
                  <td
                    key={day}
                    aria-current={isToday ? 'date' : undefined}
                    className={cn('h-28 border border-slate-200 p-1 align-top', !inMonth && 'bg-slate-50')}
                  >
                    <p
                      className={cn(
                        'mb-1 flex size-6 items-center justify-center rounded-full text-xs font-medium',
                        inMonth ? 'text-slate-900' : 'text-slate-600',
                        isToday && 'bg-blue-700 text-white',
                      )}
                    >
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <span className="sr-only">
                        {dayLabel.format(new Date(`${day}T00:00:00Z`))}
                        {isToday ? ' (today)' : ''}
                        {dayItems.length
                          ? `, ${dayItems.length} ${dayItems.length === 1 ? 'item' : 'items'}`
                          : ''}
                      </span>
                    </p>
                    {dayItems.length ? (
                      <ul className="space-y-0.5">
                        {dayItems.map((item) => (
                          <li key={item.id}>
                            <CalendarItemEntry item={item} compact onOpenEvent={onOpenEvent} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
