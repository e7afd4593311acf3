import { CALENDAR_SOURCE_LABELS, type CalendarItem } from '@estate/domain';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus';
import { cn } from '@/lib/cn';

/** The colour of each source's marker; the source's name is always in the text too. */
const SOURCE_DOT: Record<CalendarItem['source'], string> = {
  task: 'bg-blue-600',
  statutory: 'bg-purple-600',
  milestone: 'bg-teal-600',
  tax: 'bg-amber-600',
  event: 'bg-slate-600',
};

/**
 * One item on the calendar, as a link to where it lives (an estate's tasks, its distribution hold,
 * its milestones, Tax Management) or, for an added event, a button opening it. Overdue is said in
 * words and with an icon, not by colour alone; the source and estate are read out too.
 */
export function CalendarItemEntry({
  item,
  compact = false,
  onOpenEvent,
}: {
  item: CalendarItem;
  /** In a month grid's day: one line. */
  compact?: boolean;
  onOpenEvent: (item: CalendarItem) => void;
}) {
  const source = CALENDAR_SOURCE_LABELS[item.source];
  const body = (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', SOURCE_DOT[item.source])}
      />
      <span className="min-w-0">
        <span className={cn('block', compact && 'truncate')}>
          {item.overdue ? (
            <span className="mr-1 inline-flex items-center gap-0.5 font-semibold text-red-800">
              <AlertTriangle aria-hidden="true" className="size-3" />
              Overdue:
            </span>
          ) : null}
          {item.overdue ? ' ' : null}
          {item.time ? <span className="mr-1 font-medium">{item.time}</span> : null}
          {item.time ? ' ' : null}
          {item.title}
        </span>
        {compact ? (
          <span className="sr-only">
            {`, ${source}`}
            {item.estate ? `, ${item.estate.name}` : ''}
          </span>
        ) : (
          <span className="block text-xs text-slate-600">
            {source}
            {item.estate ? ` · ${item.estate.name}` : ''}
          </span>
        )}
      </span>
    </>
  );
  const classes = cn(
    'flex w-full items-start gap-1.5 rounded px-1 py-0.5 text-left hover:bg-slate-100',
    compact ? 'text-xs' : 'text-sm',
    item.overdue && 'bg-red-50',
    focusRing,
  );
  const title = compact
    ? `${item.title} (${source}${item.estate ? `, ${item.estate.name}` : ''})`
    : undefined;
  return item.source === 'event' ? (
    <button type="button" className={classes} title={title} onClick={() => onOpenEvent(item)}>
      {body}
    </button>
  ) : (
    <Link to={item.link} className={classes} title={title}>
      {body}
    </Link>
  );
}
