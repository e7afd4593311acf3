import { NZ_TIME_ZONE } from '@estate/domain';

/*
 * Moments (a message sent, a sign-in) are shown in the signed-in person's time zone (Settings →
 * Profile; New Zealand until they choose another, and for everyone signed out), with the zone's
 * abbreviation when it is not New Zealand's. Calendar dates (a due date, a date of death) have no
 * time zone and are shown as they are.
 */
const dateTimeIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeStyle: 'short', timeZone });
const dateIn = (timeZone: string) => new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeZone });

let zone = NZ_TIME_ZONE;
let dateTime = dateTimeIn(zone);
let dateOfMoment = dateIn(zone);
let zoneName: Intl.DateTimeFormat | null = null;

/** Sets the time zone moments are shown in (the auth provider calls it with the person's own). */
export function setDisplayTimeZone(timeZone: string | null | undefined): void {
  const next = timeZone || NZ_TIME_ZONE;
  if (next === zone) return;
  try {
    dateTime = dateTimeIn(next);
    dateOfMoment = dateIn(next);
    zoneName =
      next === NZ_TIME_ZONE
        ? null
        : new Intl.DateTimeFormat('en-US', { timeZone: next, timeZoneName: 'short' });
    zone = next;
  } catch {
    // A zone this browser does not know: New Zealand time, as before.
    setDisplayTimeZone(NZ_TIME_ZONE);
  }
}

/** A date and time as New Zealanders write it, in the person's time zone ("24 Nov 2026, 3:05 pm"). */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const text = dateTime.format(date);
  const abbreviation = zoneName?.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value;
  return abbreviation ? `${text} ${abbreviation}` : text;
}

const dateOnly = dateIn('UTC');

/**
 * A calendar date as New Zealanders read it ("15 Oct 2026"). A bare `YYYY-MM-DD` is a date with no
 * time zone, so it is formatted as such; a timestamp is shown as its date in the person's time zone.
 */
export function formatDate(value: string | null | undefined, empty = '—'): string {
  if (!value) return empty;
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return empty;
  return (isDateOnly ? dateOnly : dateOfMoment).format(date);
}

/** File sizes in Bytes, KB, MB, GB (base 1024, two decimals; spec 2 §9). */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes == null) return '—';
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${units[unit]}`;
}

/** Saves a downloaded file under its name (the browser's own download, as a link click). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const wholeDollars = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 0 });

/**
 * Integer cents as New Zealand dollars ("$1,234.56", "-$80.00"), by integer arithmetic: the cents
 * are never divided into a float, so no amount is shown a cent out. `empty` for none.
 */
export function formatCents(cents: number | null | undefined, empty = 'N/A'): string {
  if (cents == null || !Number.isSafeInteger(cents)) return empty;
  const abs = Math.abs(cents);
  const fraction = abs % 100;
  const whole = (abs - fraction) / 100;
  return `${cents < 0 ? '-' : ''}$${wholeDollars.format(whole)}.${String(fraction).padStart(2, '0')}`;
}

/** A percentage the API gave as text ("12.5") as shown: "12.5%"; `empty` for none. */
export function formatPercent(text: string | null | undefined, empty = '—'): string {
  return text == null || text === '' ? empty : `${text}%`;
}

const relative = new Intl.RelativeTimeFormat('en-NZ', { numeric: 'auto' });
const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** How long ago (or how far ahead) a moment is, as New Zealanders say it: "5 minutes ago", "yesterday". */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  let amount = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return '';
}
