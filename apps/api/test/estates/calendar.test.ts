import ical, { type VEvent } from 'node-ical';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, nzToday, type Calendar } from '@estate/domain';
import { auditEvents, calendarFeeds } from '../../src/db/schema.js';
import { build, pathsOf, requestsOf, type Session } from '../helper.js';

/*
 * The calendar (issue 16) through its routes: the events people add (who may add, see, change and
 * delete them), the merged calendar of task due dates, statutory dates and events with overdue
 * marked, and the personal iCalendar feed, parsed by node-ical as a calendar app would read it.
 * Dates are relative to today in New Zealand, as the server measures them, so the tests never rot.
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Calendar' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Elsewhere' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });

const { get, post, put, del } = requestsOf(t);

const today = nzToday();
const estateId = await t.staffedEstate(
  { lawyer, executor, beneficiary },
  { deceasedName: 'Aroha Calendar', estimatedValue: '' },
);

const event = (fields: object = {}) => ({
  title: 'Meet the family',
  date: addDays(today, 3),
  time: '14:30',
  type: 'meeting',
  description: 'At the office',
  estate: '',
  ...fields,
});

/** The calendar around a date: 20 days either side. */
async function calendarAround(who: Session, date: string): Promise<Calendar> {
  const res = await get(who, `/api/calendar?from=${addDays(date, -20)}&to=${addDays(date, 20)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Calendar>();
}

describe('events people add', () => {
  it('a private event is seen, changed and deleted by its creator only', async () => {
    const res = await post(beneficiary, '/api/calendar-events', event({ title: 'Bea private dentist' }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    expect(res.json()).toMatchObject({ title: 'Bea private dentist', time: '14:30', estate: null });

    for (const who of [lawyer, executor, otherLawyer]) {
      expect((await get(who, `/api/calendar-events/${id}`)).statusCode).toBe(404);
      expect((await put(who, `/api/calendar-events/${id}`, event())).statusCode).toBe(404);
      expect((await del(who, `/api/calendar-events/${id}`)).statusCode).toBe(404);
      const list = await get(who, '/api/calendar-events');
      expect(list.body).not.toContain('Bea private dentist');
    }
    const changed = await put(
      beneficiary,
      `/api/calendar-events/${id}`,
      event({ title: 'Bea dentist', time: '' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Bea dentist', time: null });
    expect((await del(beneficiary, `/api/calendar-events/${id}`)).statusCode).toBe(204);
    expect((await get(beneficiary, `/api/calendar-events/${id}`)).statusCode).toBe(404);
  });

  it('an event on an estate: those who run it see and change it; a beneficiary cannot add one; another firm gets 404', async () => {
    const refused = await post(beneficiary, '/api/calendar-events', event({ estate: estateId }));
    expect(refused.statusCode, refused.body).toBe(403);
    const elsewhere = await post(otherLawyer, '/api/calendar-events', event({ estate: estateId }));
    expect(elsewhere.statusCode, elsewhere.body).toBe(404);

    const res = await post(
      lawyer,
      '/api/calendar-events',
      event({ title: 'Valuer visit', estate: estateId }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    expect(res.json()).toMatchObject({ estate: estateId, estateName: 'Estate of Aroha Calendar' });

    // The executor runs the estate: sees it and may move it.
    const moved = await put(
      executor,
      `/api/calendar-events/${id}`,
      event({ title: 'Valuer visit', estate: estateId, time: '09:00' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    // The beneficiary follows the estate but does not run it: the diary stays the runners'.
    expect((await get(beneficiary, `/api/calendar-events/${id}`)).statusCode).toBe(404);
    expect((await get(otherLawyer, `/api/calendar-events/${id}`)).statusCode).toBe(404);
    expect((await del(otherLawyer, `/api/calendar-events/${id}`)).statusCode).toBe(404);

    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(audit).toMatchObject({ action: 'calendar_event.created', actorId: lawyer.userId });
  });

  it('bad input answers 400 naming the field and adds nothing', async () => {
    const res = await post(lawyer, '/api/calendar-events', {
      ...event(),
      title: ' ',
      date: '2026-02-30',
      time: '25:00',
      type: 'party',
    });
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res).sort()).toEqual(['date', 'time', 'title', 'type']);
    const list = await get(lawyer, '/api/calendar-events?q=party');
    expect(list.json().total).toBe(0);
  });
});

describe('the merged calendar', () => {
  it('shows a task due date, marks an overdue task, and leaves completed tasks out', async () => {
    const due = await post(lawyer, '/api/tasks', {
      estateId,
      name: 'Close the BNZ account',
      dueDate: addDays(today, 2),
    });
    expect(due.statusCode, due.body).toBe(201);
    const late = await post(lawyer, '/api/tasks', {
      estateId,
      name: 'File the IR3',
      dueDate: addDays(today, -2),
    });
    expect(late.statusCode, late.body).toBe(201);
    const done = await post(lawyer, '/api/tasks', {
      estateId,
      name: 'Done already',
      dueDate: addDays(today, 1),
    });
    const doneId = done.json<{ taskId: string }>().taskId;
    expect(
      (
        await t.as(lawyer, {
          method: 'PATCH',
          url: `/api/tasks/${doneId}`,
          headers: { 'if-match': '"1"' }, // as made (decision 060)
          payload: { status: 'completed' },
        })
      ).statusCode,
    ).toBe(200);

    const calendar = await calendarAround(lawyer, today);
    expect(calendar.today).toBe(today);
    const close = calendar.items.find((i) => i.title === 'Close the BNZ account');
    expect(close).toMatchObject({
      source: 'task',
      date: addDays(today, 2),
      overdue: false,
      estate: { id: estateId, name: 'Estate of Aroha Calendar' },
      link: `/dashboard/estates/${estateId}`,
    });
    expect(close!.id).toBe(`task-${due.json<{ taskId: string }>().taskId}`);
    expect(calendar.items.find((i) => i.title === 'File the IR3')).toMatchObject({ overdue: true });
    expect(calendar.items.find((i) => i.title === 'Done already')).toBeUndefined();
    // Sorted by date.
    const dates = calendar.items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort());

    // Another firm's lawyer sees nothing of the estate.
    const theirs = await calendarAround(otherLawyer, today);
    expect(JSON.stringify(theirs)).not.toContain('Aroha Calendar');
  });

  it('shows the s47 date once a grant date is recorded, to those who run the estate', async () => {
    const grant = addDays(today, -10);
    const s47 = addMonths(grant, 6);
    const before = await calendarAround(lawyer, s47);
    expect(before.items.filter((i) => i.source === 'statutory')).toEqual([]);

    const res = await t.as(lawyer, {
      method: 'PATCH',
      url: `/api/estates/${estateId}`,
      payload: { grantDate: grant },
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = await calendarAround(lawyer, s47);
    const item = after.items.find((i) => i.id === `statutory-${estateId}-s47`);
    expect(item).toMatchObject({
      source: 'statutory',
      date: s47,
      title: 's47 date: distributions protected from today',
      overdue: false,
      link: `/dashboard/estates/${estateId}/distribution`,
    });
    expect((await calendarAround(executor, s47)).items.map((i) => i.id)).toContain(item!.id);
    // A beneficiary's calendar carries no statutory dates (decision 023).
    expect((await calendarAround(beneficiary, s47)).items.filter((i) => i.source === 'statutory')).toEqual(
      [],
    );
  });

  it('refuses a range over six weeks or backwards, naming the field', async () => {
    const long = await get(lawyer, `/api/calendar?from=${today}&to=${addDays(today, 60)}`);
    expect(long.statusCode).toBe(400);
    expect(pathsOf(long)).toEqual(['to']);
    const backwards = await get(lawyer, `/api/calendar?from=${today}&to=${addDays(today, -1)}`);
    expect(pathsOf(backwards)).toEqual(['to']);
    const missing = await get(lawyer, `/api/calendar?from=${today}`);
    expect(pathsOf(missing)).toEqual(['to']);
  });
});

describe('the personal calendar feed', () => {
  const feedPath = (url: string) => new URL(url).pathname;

  it('is off until turned on; then the URL serves an iCalendar with stable UIDs in Pacific/Auckland', async () => {
    expect((await get(lawyer, '/api/calendar/feed')).json()).toEqual({ enabled: false, createdAt: null });
    const made = await post(lawyer, '/api/calendar/feed');
    expect(made.statusCode, made.body).toBe(201);
    const { url, enabled } = made.json<{ url: string; enabled: boolean }>();
    expect(enabled).toBe(true);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await get(lawyer, '/api/calendar/feed')).json()).toMatchObject({ enabled: true });
    // Only the hash is kept.
    const [stored] = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, lawyer.userId));
    expect(url).not.toContain(stored!.tokenHash);

    const timed = await post(
      lawyer,
      '/api/calendar-events',
      event({ title: 'Feed meeting', estate: estateId, time: '09:30' }),
    );
    const timedId = timed.json<{ id: string }>().id;
    const private_ = await post(
      executor,
      '/api/calendar-events',
      event({ title: 'Executor private errand' }),
    );
    expect(private_.statusCode).toBe(201);

    // No session: the token is the key.
    const res = await t.inject({ method: 'GET', url: feedPath(url) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('BEGIN:VTIMEZONE');

    const parsed = ical.sync.parseICS(res.body);
    const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const meeting = byUid.get(`event-${timedId}@localhost:3000`);
    expect(meeting?.summary).toBe('Feed meeting (Estate of Aroha Calendar)');
    expect(meeting?.start.tz).toBe('Pacific/Auckland');
    expect(
      new Intl.DateTimeFormat('en-NZ', {
        timeZone: 'Pacific/Auckland',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(meeting!.start),
    ).toBe('09:30');
    const s47 = byUid.get(`statutory-${estateId}-s47@localhost:3000`);
    expect(s47?.start.dateOnly).toBe(true);
    expect(s47?.summary).toContain('s47 date');
    const task = events.find((e) =>
      (typeof e.summary === 'string' ? e.summary : e.summary.val).includes('Close the BNZ account'),
    );
    expect(task?.uid).toMatch(/^task-[0-9a-f-]{36}@localhost:3000$/);
    // Never another person's private event.
    expect(res.body).not.toContain('Executor private errand');

    // The same UIDs on the next read.
    const again = ical.sync.parseICS((await t.inject({ method: 'GET', url: feedPath(url) })).body);
    expect(
      Object.values(again)
        .filter((c): c is VEvent => c?.type === 'VEVENT')
        .map((e) => e.uid)
        .sort(),
    ).toEqual([...byUid.keys()].sort());
  });

  it('a regenerated URL replaces the old one, and a turned-off feed answers 404; each change is audited', async () => {
    const first = (await post(executor, '/api/calendar/feed')).json<{ url: string }>().url;
    const second = (await post(executor, '/api/calendar/feed')).json<{ url: string }>().url;
    expect(second).not.toBe(first);
    expect((await t.inject({ method: 'GET', url: feedPath(first) })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: feedPath(second) })).statusCode).toBe(200);

    expect((await del(executor, '/api/calendar/feed')).statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: feedPath(second) })).statusCode).toBe(404);
    expect((await get(executor, '/api/calendar/feed')).json()).toEqual({ enabled: false, createdAt: null });

    const actions = (
      await t.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, executor.userId))
        .orderBy(asc(auditEvents.createdAt))
    )
      .map((a) => a.action)
      .filter((a) => a.startsWith('calendar_feed.'));
    expect(actions).toEqual(['calendar_feed.enabled', 'calendar_feed.regenerated', 'calendar_feed.disabled']);

    // A token of the right shape that was never issued, and a malformed one.
    expect(
      (await t.inject({ method: 'GET', url: `/api/calendar/feed/${'A'.repeat(43)}.ics` })).statusCode,
    ).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/calendar/feed/nope.ics' })).statusCode).toBe(404);
  });
});
