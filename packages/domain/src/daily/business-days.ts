/**
 * New Zealand business days: Monday to Friday less the national public holidays of the Holidays
 * Act 2003 (with "Mondayisation") and Matariki (Te Kāhui o Matariki Public Holiday Act 2022).
 *
 * Regional anniversary days (Auckland, Wellington, Canterbury …) are not national and are left
 * out: a reply time counted here may be one day short in a region whose anniversary falls in it.
 *
 * Dates are `YYYY-MM-DD` strings with no time zone inside; a caller with a moment converts it to
 * its New Zealand date first (`nzToday(moment)` in dates.ts).
 */
import { addDays, nzToday } from '../dates.js';

export interface NzPublicHoliday {
  /** The day off (YYYY-MM-DD): for a Mondayised holiday, the weekday it is observed on. */
  date: string;
  name: string;
}

/**
 * Matariki's dates as the schedule of the Te Kāhui o Matariki Public Holiday Act 2022 sets them
 * (2022 to 2052). Outside that range no date is known, so none is given: the Act's schedule will
 * be extended by Parliament and this table with it.
 */
const MATARIKI: Readonly<Record<number, string>> = {
  2022: '2022-06-24',
  2023: '2023-07-14',
  2024: '2024-06-28',
  2025: '2025-06-20',
  2026: '2026-07-10',
  2027: '2027-06-25',
  2028: '2028-07-14',
  2029: '2029-07-06',
  2030: '2030-06-21',
  2031: '2031-07-11',
  2032: '2032-07-02',
  2033: '2033-06-24',
  2034: '2034-07-07',
  2035: '2035-06-29',
  2036: '2036-07-18',
  2037: '2037-07-10',
  2038: '2038-06-25',
  2039: '2039-07-15',
  2040: '2040-07-06',
  2041: '2041-07-19',
  2042: '2042-07-11',
  2043: '2043-07-03',
  2044: '2044-06-24',
  2045: '2045-07-07',
  2046: '2046-06-29',
  2047: '2047-07-19',
  2048: '2048-07-03',
  2049: '2049-06-25',
  2050: '2050-07-15',
  2051: '2051-06-30',
  2052: '2052-06-21',
};

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
/** 0 Sunday … 6 Saturday. */
const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** Easter Sunday (Gregorian; the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoOf(year, month, day);
}

/** The `nth` Monday (1-based) of a month. */
function nthMonday(year: number, month: number, nth: number): string {
  const first = isoOf(year, month, 1);
  const toMonday = (8 - weekdayOf(first)) % 7;
  return addDays(first, toMonday + (nth - 1) * 7);
}

/** Waitangi Day and ANZAC Day: on a Saturday or Sunday, observed the following Monday (s45A). */
function mondayised(date: string): string {
  const day = weekdayOf(date);
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date;
}

/**
 * A pair of consecutive holidays (Christmas and Boxing Day; New Year's Day and 2 January), s45:
 * the first on a Saturday → Monday and Tuesday; the first on a Sunday → the second stays on Monday
 * and the first is observed on Tuesday; the second on a Saturday → observed on Monday.
 */
function mondayisedPair(first: string, names: [string, string]): NzPublicHoliday[] {
  const second = addDays(first, 1);
  const [firstName, secondName] = names;
  switch (weekdayOf(first)) {
    case 6: // Saturday and Sunday
      return [
        { date: addDays(first, 2), name: `${firstName} (observed)` },
        { date: addDays(first, 3), name: `${secondName} (observed)` },
      ];
    case 0: // Sunday and Monday
      return [
        { date: second, name: secondName },
        { date: addDays(first, 2), name: `${firstName} (observed)` },
      ];
    case 5: // Friday and Saturday
      return [
        { date: first, name: firstName },
        { date: addDays(first, 3), name: `${secondName} (observed)` },
      ];
    default:
      return [
        { date: first, name: firstName },
        { date: second, name: secondName },
      ];
  }
}

const cache = new Map<number, readonly NzPublicHoliday[]>();

/**
 * The national public holidays of New Zealand in a year, in date order, each on the day it is
 * taken. Regional anniversary days are not included; Matariki only for 2022 to 2052 (see MATARIKI).
 */
export function nzPublicHolidays(year: number): NzPublicHoliday[] {
  const known = cache.get(year);
  if (known) return [...known];
  const easter = easterSunday(year);
  const waitangi = isoOf(year, 2, 6);
  const anzac = isoOf(year, 4, 25);
  const list: NzPublicHoliday[] = [
    ...mondayisedPair(isoOf(year, 1, 1), ["New Year's Day", "Day after New Year's Day"]),
    {
      date: mondayised(waitangi),
      name: waitangi === mondayised(waitangi) ? 'Waitangi Day' : 'Waitangi Day (observed)',
    },
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
    { date: mondayised(anzac), name: anzac === mondayised(anzac) ? 'ANZAC Day' : 'ANZAC Day (observed)' },
    { date: nthMonday(year, 6, 1), name: year >= 2023 ? "King's Birthday" : "Queen's Birthday" },
    ...(MATARIKI[year] ? [{ date: MATARIKI[year], name: 'Matariki' }] : []),
    { date: nthMonday(year, 10, 4), name: 'Labour Day' },
    ...mondayisedPair(isoOf(year, 12, 25), ['Christmas Day', 'Boxing Day']),
  ];
  list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  cache.set(year, list);
  return [...list];
}

/** The holiday on a date, if it is one (the first, when two fall on the same day). */
export function nzPublicHolidayOn(isoDate: string): NzPublicHoliday | null {
  return nzPublicHolidays(Number(isoDate.slice(0, 4))).find((h) => h.date === isoDate) ?? null;
}

const holidayDates = new Map<number, ReadonlySet<string>>();

/** Monday to Friday and not a national public holiday. */
export function isNzBusinessDay(isoDate: string): boolean {
  const day = weekdayOf(isoDate);
  if (day === 0 || day === 6) return false;
  const year = Number(isoDate.slice(0, 4));
  let dates = holidayDates.get(year);
  if (!dates) {
    dates = new Set(nzPublicHolidays(year).map((h) => h.date));
    holidayDates.set(year, dates);
  }
  return !dates.has(isoDate);
}

/**
 * The date `n` business days after `isoDate` (before it, for a negative `n`); the start date itself
 * never counts, so 5 business days after a Friday is the next Friday when no holiday falls between.
 * `n` = 0 answers the date itself.
 */
export function addNzBusinessDays(isoDate: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError('n must be a whole number of business days');
  const step = n < 0 ? -1 : 1;
  let date = isoDate;
  for (let left = Math.abs(n); left > 0; ) {
    date = addDays(date, step);
    if (isNzBusinessDay(date)) left--;
  }
  return date;
}

/** The New Zealand date `n` business days after the moment `at` (its date in Pacific/Auckland). */
export function nzBusinessDaysAfter(at: Date, n: number): string {
  return addNzBusinessDays(nzToday(at), n);
}

/**
 * New Zealand business days from the moment `from` to the moment `to`, by their dates in
 * Pacific/Auckland: the business days after `from`'s date up to and including `to`'s. The same day
 * is 0; a Friday to the next Monday is 1 (no holiday between); `to` before `from` is 0.
 */
export function nzBusinessDaysBetween(from: Date, to: Date): number {
  const end = nzToday(to);
  let date = nzToday(from);
  let days = 0;
  while (date < end) {
    date = addDays(date, 1);
    if (isNzBusinessDay(date)) days++;
  }
  return days;
}

/* ─────────────── Privacy Act 2020: working days and the 20-working-day clock ─────────────── */

/** Privacy Act 2020 s 44: an agency decides on a request within 20 working days of receiving it. */
export const PRIVACY_ACT_WORKING_DAYS = 20;

/**
 * A working day as the Privacy Act 2020 defines it (s 7): not a Saturday or Sunday, not Waitangi
 * Day, Good Friday, Easter Monday, ANZAC Day, the Sovereign's birthday, Matariki or Labour Day (with
 * Waitangi Day and ANZAC Day on a weekend observed the following Monday), and not a day from
 * 25 December to 15 January inclusive: the summer close-down. Christmas, Boxing Day and the New Year
 * holidays all fall inside that close-down, so the national holidays above serve for the rest.
 */
export function isPrivacyActWorkingDay(isoDate: string): boolean {
  const monthDay = isoDate.slice(5);
  if (monthDay >= '12-25' || monthDay <= '01-15') return false;
  return isNzBusinessDay(isoDate);
}

/**
 * The date by which a request received on `receivedNzDate` (its New Zealand date) must be decided:
 * the 20th working day after the day it was received (the day of receipt never counts, whether or
 * not it is itself a working day).
 */
export function privacyActDueDate(receivedNzDate: string, workingDays = PRIVACY_ACT_WORKING_DAYS): string {
  let date = receivedNzDate;
  for (let left = workingDays; left > 0; ) {
    date = addDays(date, 1);
    if (isPrivacyActWorkingDay(date)) left--;
  }
  return date;
}

/**
 * Working days left until `dueNzDate` as of `todayNzDate`: the working days after today up to and
 * including the due date (0 on the due date itself), and below 0 once it has passed (−1 on the first
 * working day after it). Non-working days never count either way.
 */
export function privacyActWorkingDaysLeft(todayNzDate: string, dueNzDate: string): number {
  if (todayNzDate === dueNzDate) return 0;
  const forward = todayNzDate < dueNzDate;
  let count = 0;
  let date = todayNzDate;
  while (date !== dueNzDate) {
    date = addDays(date, forward ? 1 : -1);
    if (forward ? isPrivacyActWorkingDay(date) : isPrivacyActWorkingDay(addDays(date, 1))) count++;
  }
  return forward ? count : -count;
}
