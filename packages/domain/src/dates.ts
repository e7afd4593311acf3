/** Dates as New Zealand sees them: YYYY-MM-DD strings, today in Pacific/Auckland. */

/** Adds calendar months the way the statutes count them (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** New Zealand's time zone: the product's dates, and everyone's time zone until they choose another. */
export const NZ_TIME_ZONE = 'Pacific/Auckland';
/** Made once: building an Intl.DateTimeFormat costs far more than formatting with it. */
const NZ_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: NZ_TIME_ZONE });

/** Today's date in New Zealand (YYYY-MM-DD), whatever the server's time zone. */
export function nzToday(now: Date = new Date()): string {
  return NZ_DATE.format(now);
}

/** A date (YYYY-MM-DD) as New Zealand writes it: 2 May 2027 (the same on the server and in a browser). */
/** Made once: a formatter costs far more to create than to use (every email formats several dates). */
const NZ_LONG_DATE = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function nzLongDate(isoDate: string): string {
  return NZ_LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * Any date an email, letter or notice shows, as New Zealand writes it: a calendar date (YYYY-MM-DD)
 * or a moment (its day in New Zealand) as "20 October 2026". Nothing gives `empty`; text that is
 * not a date is shown as it is, never as "Invalid Date".
 */
export function nzDateText(value: string | Date | null | undefined, empty = 'not given'): string {
  if (value == null || value === '') return empty;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? empty : nzLongDate(nzToday(value));
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  if (day) return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? value : nzLongDate(day);
  const moment = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
  return moment && !Number.isNaN(moment.getTime()) ? nzLongDate(nzToday(moment)) : value;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Past its due date and not done, as of `today` in New Zealand. Computed whenever a record is read,
 * never stored as a status, so it cannot go stale (the API's `overdueSql` is the same rule in SQL).
 */
export function isOverdue(
  dueDate: string | null | undefined,
  done: boolean,
  today: string = nzToday(),
): boolean {
  return !done && Boolean(dueDate) && dueDate! < today;
}

/* ─────────────────── New Zealand wall-clock times and daylight saving (decision 080) ─────────────────── */

/** Made once: the wall clock in New Zealand at an instant, as YYYY-MM-DD and HH:MM. */
const NZ_WALL_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: NZ_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The date (YYYY-MM-DD) and time (HH:MM) a New Zealand clock shows at an instant. */
export function nzWallClock(instant: Date): { date: string; time: string } {
  const parts = NZ_WALL_CLOCK.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * Every instant at which a New Zealand clock shows this date and time (HH:MM), earliest first: one
 * for most times, none for a time the clocks skip when daylight saving starts (02:00–02:59 on the
 * last Sunday in September), two for a time they show twice when it ends (02:00–02:59 on the first
 * Sunday in April).
 */
export function nzInstantsOf(date: string, time: string): Date[] {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(asUtc)) return [];
  const offsetAt = (ms: number) => {
    const wall = nzWallClock(new Date(ms));
    return Date.parse(`${wall.date}T${wall.time}:00Z`) - Math.floor(ms / 60_000) * 60_000;
  };
  // The offsets in force a day either side cover both sides of any change (New Zealand: +12, +13).
  const offsets = [...new Set([offsetAt(asUtc - 86_400_000), offsetAt(asUtc + 86_400_000)])];
  return offsets
    .map((offset) => new Date(asUtc - offset))
    .filter((instant) => {
      const wall = nzWallClock(instant);
      return wall.date === date && wall.time === time;
    })
    .sort((a, b) => a.getTime() - b.getTime());
}

/** Whether a New Zealand clock ever shows this date and time (false in the hour skipped for daylight saving). */
export function nzTimeExists(date: string, time: string): boolean {
  return nzInstantsOf(date, time).length > 0;
}

/**
 * The instant of a New Zealand date and time. A time shown twice (the hour repeated when daylight
 * saving ends) is the earlier one, still daylight time (decision 080); a time that never happens is
 * null (the calendar refuses it).
 */
export function nzInstant(date: string, time: string): Date | null {
  return nzInstantsOf(date, time)[0] ?? null;
}

/** The message for a time the clocks skip: what happened and what to choose instead. */
export function nzSkippedTimeMessage(date: string, time: string): string {
  return `${time} on ${nzLongDate(date)} does not exist in New Zealand: the clocks go forward from 2:00 am to 3:00 am for daylight saving. Choose another time, such as 03:${time.slice(3)}.`;
}
