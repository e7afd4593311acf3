import { recordVersionSchema } from '../versions.js';
/**
 * The calendar (issue 16; spec 3 §2 Calendar, §3 CalendarEvent): the events people add, the merged
 * calendar of everything dated that a person may see (task due dates, statutory dates, milestones,
 * tax due dates, added events), its month grid, and the personal calendar feed.
 */
import { z } from 'zod';
import { addDays, nzSkippedTimeMessage, nzTimeExists } from '../dates.js';
import { MAX_CALENDAR_RANGE_DAYS } from '../constants.js';
import {
  choice,
  optionalText,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredDate,
  requiredText,
  type Option,
} from '../estate-records/fields.js';

/* ─────────────────────────────── Events people add ─────────────────────────────── */

export const CALENDAR_EVENT_TYPES = [
  { value: 'meeting', label: 'Meeting' },
  { value: 'deadline', label: 'Deadline' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number]['value'];

export const CALENDAR_EVENT_TEXTS = recordTexts('event', 'events', {
  add: 'Add Event',
  emptyHint: 'Add a meeting, a deadline or a reminder, for yourself or for an estate you run.',
});

/** HH:MM, 24-hour. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const calendarEventInputSchema = z
  .object({
    title: requiredText('Title'),
    date: requiredDate('Date'),
    /** HH:MM (24-hour, New Zealand time); empty for an all-day event. */
    time: z
      .union([z.literal(''), z.string().regex(TIME)], {
        message: 'Time must be HH:MM (24-hour), such as 14:30',
      })
      .nullish(),
    type: choice(CALENDAR_EVENT_TYPES, 'type'),
    description: optionalText('Description', 2000),
    /** An estate one runs (its id), or empty for a private event only its creator sees. */
    estate: z
      .union([z.literal(''), z.uuid({ message: 'Please choose an estate' })], {
        message: 'Please choose an estate',
      })
      .nullish(),
  })
  // A time the clocks skip for daylight saving never happens: refused, naming the time (decision
  // 080). A time shown twice when daylight saving ends is the earlier one (`nzInstant`).
  .superRefine((v, ctx) => {
    if (v.time && !nzTimeExists(v.date, v.time))
      ctx.addIssue({ code: 'custom', path: ['time'], message: nzSkippedTimeMessage(v.date, v.time) });
  });
export type CalendarEventInput = z.input<typeof calendarEventInputSchema>;

export const calendarEventDtoSchema = z.object({
  /** The version it was read at; a change sends it back as If-Match (decision 060). */
  version: recordVersionSchema,
  id: z.string(),
  title: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  type: z.string(),
  description: z.string().nullable(),
  /** The estate it is on, or null for a private event. */
  estate: z.string().nullable(),
  /** "Estate of …" of that estate. */
  estateName: z.string().nullable(),
  /** Who added it. */
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type CalendarEventDto = z.infer<typeof calendarEventDtoSchema>;

export const calendarEventListQuerySchema = recordListQuerySchema.extend({
  type: choice(CALENDAR_EVENT_TYPES, 'type').optional(),
});
export const calendarEventSummarySchema = z.object({ total: z.number().int(), upcoming: z.number().int() });
export type CalendarEventSummary = z.infer<typeof calendarEventSummarySchema>;
export const calendarEventListSchema = recordListSchema(calendarEventDtoSchema, calendarEventSummarySchema);

/* ─────────────────────────────── The merged calendar ─────────────────────────────── */

export const CALENDAR_SOURCES = ['task', 'statutory', 'milestone', 'tax', 'event'] as const;
export type CalendarSource = (typeof CALENDAR_SOURCES)[number];

/** What each source is called on screen and in the feed. */
export const CALENDAR_SOURCE_LABELS: Record<CalendarSource, string> = {
  task: 'Task due',
  statutory: 'Statutory date',
  milestone: 'Milestone due',
  tax: 'Tax due',
  event: 'Event',
};

/** Whole days from one date to another (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const calendarQuerySchema = z
  .object({
    from: requiredDate('From'),
    to: requiredDate('To'),
  })
  .superRefine((q, ctx) => {
    const days = daysBetween(q.from, q.to) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    else if (days > MAX_CALENDAR_RANGE_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The calendar shows at most ${MAX_CALENDAR_RANGE_DAYS} days at a time`,
      });
  });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarItemSchema = z.object({
  /** Stable across reads: `<source>-<id>` (the feed's UID is this at the app's host). */
  id: z.string(),
  source: z.enum(CALENDAR_SOURCES),
  title: z.string(),
  date: z.string(),
  /** HH:MM in New Zealand, or null for an all-day item. */
  time: z.string().nullable(),
  /** meeting, deadline or other: every computed item is a deadline but a statutory date (other). */
  type: z.string(),
  /** More about it: an event's description, a statutory date's basis in law. */
  detail: z.string().nullable(),
  estate: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Its date is before today in New Zealand and it is not done. */
  overdue: z.boolean(),
  /** Where it leads in the app. */
  link: z.string(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

export const calendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Today in New Zealand, as the overdue marks were measured. */
  today: z.string(),
  items: z.array(calendarItemSchema),
});
export type Calendar = z.infer<typeof calendarSchema>;

/* ─────────────────────────────── The month grid ─────────────────────────────── */

/** YYYY-MM. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month (YYYY-MM) `months` after this one. */
export function shiftMonth(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + months, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * The days a month grid shows: whole weeks from the Monday on or before the 1st to the Sunday on or
 * after the last day (New Zealand weeks start on Monday). At most six weeks.
 */
export function monthGrid(month: string): { from: string; to: string; days: string[] } {
  const first = `${month}-01`;
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const weekday = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const from = addDays(first, -weekday(first));
  const to = addDays(last, 6 - weekday(last));
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return { from, to, days };
}

/* ─────────────────────────────── The personal feed ─────────────────────────────── */

export const calendarFeedStatusSchema = z.object({
  enabled: z.boolean(),
  /** When the current URL was made. */
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** The feed just turned on or regenerated: its URL, shown this once (only its hash is kept). */
export const calendarFeedCreatedSchema = calendarFeedStatusSchema.extend({ url: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** The feed's token in its URL: 32 random bytes, base64url. */
export const calendarFeedTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Calendar feed not found' }),
});
