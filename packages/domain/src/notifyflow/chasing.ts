/**
 * Chasing (issue 18): an organisation that has not acknowledged within its expected reply time is
 * reminded once; one more period without an answer and the back office sees it as overdue.
 * Periods are New Zealand business days counted from the New Zealand date of the event.
 */
import { z } from 'zod';
import { nzToday } from '../dates.js';
import { nzBusinessDaysAfter } from '../daily/business-days.js';
import { DEFAULT_REPLY_BUSINESS_DAYS, SMALL_ESTATE_REQUIREMENTS, type SmallEstateRule } from './loop.js';

/** The New Zealand date by which an organisation is expected to acknowledge (null until it goes out). */
export function expectedReplyBy(
  dispatchedAt: Date | null,
  replyBusinessDays: number = DEFAULT_REPLY_BUSINESS_DAYS,
): string | null {
  return dispatchedAt ? nzBusinessDaysAfter(dispatchedAt, replyBusinessDays) : null;
}

/** True once the New Zealand date of `now` is past `date` (the whole of that day is allowed). */
export function isPastNzDate(date: string | null, now: Date = new Date()): boolean {
  return date !== null && nzToday(now) > date;
}

/** A reminded organisation still silent a second period after the reminder. */
export function isChaseOverdue(
  row: { remindedAt: Date | null; acknowledgedAt: Date | null },
  replyBusinessDays: number = DEFAULT_REPLY_BUSINESS_DAYS,
  now: Date = new Date(),
): boolean {
  if (!row.remindedAt || row.acknowledgedAt) return false;
  return isPastNzDate(nzBusinessDaysAfter(row.remindedAt, replyBusinessDays), now);
}

/**
 * Dollars as New Zealand writes them, by integer arithmetic (never a float), cents only when there
 * are some: $40,000; $1,234.50.
 */
export function formatNzd(cents: number): string {
  const abs = Math.abs(cents);
  const fraction = abs % 100;
  const whole = String((abs - fraction) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const tail = fraction ? `.${String(fraction).padStart(2, '0')}` : '';
  return `${cents < 0 ? '-' : ''}$${whole}${tail}`;
}

/** "Releases up to $40,000 without probate; asks for: a death certificate, …" */
export function smallEstateRuleText(rule: SmallEstateRule): string {
  const asks = rule.requirements
    .flatMap((r) => SMALL_ESTATE_REQUIREMENTS.filter((x) => x.value === r).map((x) => x.label as string))
    .map((l, i) => (i === 0 ? l : l.charAt(0).toLowerCase() + l.slice(1)));
  const limit = `Releases up to ${formatNzd(rule.limitCents)} without probate`;
  return asks.length ? `${limit}; asks for: ${asks.join('; ')}.` : `${limit}.`;
}

/** POST /api/admin/notifyflow/reminders/run: `asOf` only on a server with TEST_CLOCK=true. */
export const reminderRunSchema = z
  .object({
    asOf: z.iso.datetime({ offset: true, message: 'Please give a date and time (ISO 8601)' }).optional(),
  })
  .optional();
export const reminderRunResultSchema = z.object({
  /** How many organisations were sent their reminder by this run. */
  reminded: z.number().int().nonnegative(),
  asOf: z.iso.datetime(),
});
export type ReminderRunResult = z.infer<typeof reminderRunResultSchema>;
