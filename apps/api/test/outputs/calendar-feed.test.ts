import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { describe, expect, it } from 'vitest';
import { addDays, nzInstant, nzToday } from '@estate/domain';
import { build, requestsOf } from '../helper.js';

/*
 * The personal calendar feed (issue 42 item 7) as the calendar apps that subscribe to it read it:
 * parsed by both ical.js (Thunderbird, many web calendars) and node-ical. Both must see the same
 * events at the same instants as the ones stored, stamped in UTC, in a stream whose every line ends
 * with CRLF and is at most 75 octets. A meeting at a time daylight saving skips is refused.
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Feed' });
const { post } = requestsOf(t);
const today = nzToday();

/** The next date after today with this month and day (YYYY-MM-DD), within the feed's year ahead. */
function next(monthDay: string): string {
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear > today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
}

/** The next first Sunday in April: daylight saving ends at 3 am, so 02:00–02:59 happens twice. */
function clocksGoBack(): string {
  const april = next('04-01');
  const weekday = new Date(`${april}T00:00:00Z`).getUTCDay();
  return addDays(april, (7 - weekday) % 7);
}

const LONG =
  'Hui with the whānau at Ōtautahi: the Māori land block, the bach at Kaikōura and the kererū carving — everyone brings their papers';

const stored = [
  { title: 'Winter meeting (NZST)', date: next('06-15'), time: '10:00' },
  { title: 'Summer meeting (NZDT)', date: next('01-15'), time: '10:00' },
  { title: LONG, date: next('03-10'), time: '13:45' },
  { title: 'The night the clocks go back', date: clocksGoBack(), time: '02:30' },
];
const allDay = { title: 'Sign the affidavit', date: addDays(today, 5), time: '' };

/** A meeting in the lawyer's calendar, as the Calendar page's form posts it. */
const meeting = (e: { title: string; date: string; time: string }) =>
  post(lawyer, '/api/calendar-events', { ...e, type: 'meeting', description: '', estate: '' });

const made = await post(lawyer, '/api/calendar/feed');
const feedUrl = new URL(made.json<{ url: string }>().url).pathname;
for (const e of [...stored, allDay]) {
  const res = await meeting(e);
  expect(res.statusCode, res.body).toBe(201);
}
const feed = await t.inject({ method: 'GET', url: feedUrl });
const body = feed.body;

/** What each consumer reads: title → start instant (ms), or the date for an all-day event. */
type Seen = Map<string, { start: number | string; end?: number }>;

function readWithIcalJs(text: string): Seen {
  const vcalendar = new ICAL.Component(ICAL.parse(text));
  for (const tz of vcalendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const seen: Seen = new Map();
  for (const v of vcalendar.getAllSubcomponents('vevent')) {
    const e = new ICAL.Event(v);
    seen.set(
      e.summary,
      e.startDate.isDate
        ? { start: e.startDate.toString() }
        : { start: e.startDate.toJSDate().getTime(), end: e.endDate.toJSDate().getTime() },
    );
  }
  return seen;
}

function readWithNodeIcal(text: string): Seen {
  const seen: Seen = new Map();
  for (const c of Object.values(nodeIcal.sync.parseICS(text))) {
    if (c?.type !== 'VEVENT') continue;
    const e = c;
    const summary = typeof e.summary === 'string' ? e.summary : e.summary.val;
    seen.set(
      summary,
      e.start.dateOnly
        ? { start: new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(e.start) }
        : { start: e.start.getTime(), end: e.end?.getTime() },
    );
  }
  return seen;
}

describe('the calendar feed, read by calendar apps', () => {
  it('ical.js and node-ical read the same events at the instants stored, an hour long, and the all-day one as its date', () => {
    expect(feed.statusCode, body).toBe(200);
    for (const seen of [readWithIcalJs(body), readWithNodeIcal(body)]) {
      for (const e of stored) {
        const at = nzInstant(e.date, e.time)!.getTime();
        expect(seen.get(e.title), e.title).toEqual({ start: at, end: at + 3_600_000 });
      }
      expect(seen.get(allDay.title)).toEqual({ start: allDay.date });
    }
  });

  it('the repeated hour when daylight saving ends is the earlier one (still NZDT, +13:00)', () => {
    const repeated = stored[3]!;
    const at = readWithIcalJs(body).get(repeated.title)!.start as number;
    expect(new Date(at).toISOString()).toBe(`${addDays(repeated.date, -1)}T13:30:00.000Z`);
  });

  it('DTSTAMP is in UTC, and node-ical reads it within minutes of now', () => {
    const stamps = body.match(/^DTSTAMP[^\r\n]*/gm) ?? [];
    expect(stamps.length).toBe(stored.length + 1);
    for (const s of stamps) expect(s).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    for (const c of Object.values(nodeIcal.sync.parseICS(body))) {
      if (c?.type !== 'VEVENT') continue;
      const drift = Math.abs(c.dtstamp.getTime() - Date.now());
      expect(drift).toBeLessThan(10 * 60_000);
    }
  });

  it('every line ends with CRLF, the last one too; no line is over 75 octets; no TIMEZONE-ID', () => {
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = body.slice(0, -2).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    // The long summary with macrons really was folded, and unfolds to what was stored.
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(0);
    expect(body).not.toMatch(/^TIMEZONE-ID/m);
    expect(body).toMatch(/^X-WR-TIMEZONE:Pacific\/Auckland\r$/m);
    expect(body).toContain('BEGIN:VTIMEZONE\r\nTZID:Pacific/Auckland');
  });

  it('a server in another zone with its own daylight saving writes the same New Zealand times', async () => {
    // 02:30 on 14 March 2027 happens in New Zealand (NZDT) but not in New York, whose clocks skip
    // 02:00–02:59 that night: a date written from the server's local fields would read 03:30.
    const res = await meeting({ title: 'Night New York skips', date: '2027-03-14', time: '02:30' });
    expect(res.statusCode, res.body).toBe(201);
    const before = process.env.TZ;
    process.env.TZ = 'America/New_York';
    let text: string;
    try {
      expect(new Date(2027, 2, 14, 2, 30).getHours()).toBe(3); // Node now reads New York's zone
      text = (await t.inject({ method: 'GET', url: feedUrl })).body;
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
    expect(text).toMatch(/^DTSTART;TZID=Pacific\/Auckland:20270314T023000\r$/m);
    const at = nzInstant('2027-03-14', '02:30')!.getTime();
    for (const seen of [readWithIcalJs(text), readWithNodeIcal(text)]) {
      expect(seen.get('Night New York skips')).toEqual({ start: at, end: at + 3_600_000 });
      for (const e of stored) {
        const storedAt = nzInstant(e.date, e.time)!.getTime();
        expect(seen.get(e.title), e.title).toEqual({ start: storedAt, end: storedAt + 3_600_000 });
      }
    }
  });

  it('a meeting at 02:30 on 26 September 2027, an hour the clocks skip, is refused with a 400 naming the time', async () => {
    const res = await meeting({ title: 'Skipped hour', date: '2027-09-26', time: '02:30' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('time');
    expect(res.body).toContain('02:30 on 26 September 2027 does not exist in New Zealand');
    // 01:30 that night is fine, and lasts an hour: until 03:30 by the clock.
    const ok = await meeting({ title: 'Just before the change', date: '2027-09-26', time: '01:30' });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
