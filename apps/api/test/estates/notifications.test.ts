import { randomUUID } from 'node:crypto';
import { addDays, addMonths, appNotificationListSchema, nzToday, s47Date } from '@estate/domain';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appNotifications, institutionsNotified, outbox, tasks, users } from '../../src/db/schema.js';
import { runDeadlineNotices } from '../../src/services/app-notifications/run-deadline-notices.js';
import { signResponseToken } from '../../src/services/notifyflow/tokens.js';
import { build, type Session } from '../helper.js';
import { multipart, PDF, validForm } from '../notifyflow-helpers.js';

/*
 * Notifications (issue 16; decision 024): the page's list, filters and paging, marking read, and
 * the real events that make them: being named executor or given a task (never for one's own doing),
 * the deadline job (tasks and statutory dates due in 7 days, overdue or passed, each once), and an
 * organisation answering a NotifyFlow notification. Each respects the person's preferences.
 */

const t = await build();
const db = t.database.db;
const publicUrl = t.deps.config.publicUrl;

const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Notice-Lawyer' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Notice-Executor' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Notice-Beneficiary' });
const other = await t.signUp({ role: 'lawyer', name: 'Oscar Other-Lawyer' });

const estateId = await t.staffedEstate({ lawyer, executor, beneficiary }, { deceasedName: 'Hemi Notices' });

async function listOf(who: Session, query = '') {
  const res = await t.as(who, { method: 'GET', url: `/api/me/notifications${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return appNotificationListSchema.parse(res.json());
}
const emailsTo = (who: Session) => db.select().from(outbox).where(eq(outbox.toAddress, who.email));
const keyed = (who: Session, key: string) =>
  db
    .select()
    .from(appNotifications)
    .where(and(eq(appNotifications.userId, who.userId), like(appNotifications.dedupeKey, key)));

describe('assignment notices', () => {
  it('naming an executor tells them in the app and by email, with a link to the estate; not the lawyer', async () => {
    const { items } = await listOf(executor);
    const notice = items.find((i) => i.title === 'You are executor of the estate of Hemi Notices');
    expect(notice).toMatchObject({ type: 'info', read: false, link: `/dashboard/estates/${estateId}` });
    expect(notice!.message).toContain('Lena Notice-Lawyer named you executor');
    const mail = (await emailsTo(executor)).find((m) => m.kind === 'notice-assignment');
    expect(mail?.subject).toBe('You are executor of the estate of Hemi Notices');
    expect(mail?.textBody).toContain(`${publicUrl}/dashboard/estates/${estateId}`);
    expect((await listOf(lawyer)).items.some((i) => i.title.includes('executor of the estate'))).toBe(false);
  });

  it('a task given to someone else tells them; a task one makes for oneself tells nobody', async () => {
    const given = await t.as(lawyer, {
      method: 'POST',
      url: '/api/tasks',
      payload: {
        estateId,
        name: 'Collect the bank statements',
        dueDate: '2027-02-01',
        assignedToUserId: executor.userId,
      },
    });
    expect(given.statusCode, given.body).toBe(201);
    const notice = (await listOf(executor)).items.find(
      (i) => i.title === 'New task: Collect the bank statements',
    );
    expect(notice?.message).toBe(
      'Lena Notice-Lawyer gave you the task "Collect the bank statements" on the estate of Hemi Notices. It is due on 1 February 2027.',
    );
    const mail = (await emailsTo(executor)).find(
      (m) => m.subject === 'New task: Collect the bank statements',
    );
    expect(mail?.kind).toBe('notice-assignment');
    expect(mail?.link).toBe(`${publicUrl}/dashboard/estates/${estateId}`);

    const own = await t.as(lawyer, {
      method: 'POST',
      url: '/api/tasks',
      payload: { estateId, name: 'Lawyer own task' },
    });
    expect(own.statusCode).toBe(201);
    expect((await listOf(lawyer)).items.some((i) => i.title.includes('Lawyer own task'))).toBe(false);
    expect((await emailsTo(lawyer)).some((m) => m.subject.includes('Lawyer own task'))).toBe(false);
  });

  it('with assignment emails turned off, the notice is in the app only', async () => {
    await db
      .update(users)
      .set({ notificationPreferences: { assignment: { inApp: true, email: false } } })
      .where(eq(users.id, executor.userId));
    const res = await t.as(lawyer, {
      method: 'POST',
      url: '/api/tasks',
      payload: { estateId, name: 'Sign the affidavit', assignedToUserId: executor.userId },
    });
    expect(res.statusCode).toBe(201);
    expect((await listOf(executor)).items.some((i) => i.title === 'New task: Sign the affidavit')).toBe(true);
    expect((await emailsTo(executor)).some((m) => m.subject.includes('Sign the affidavit'))).toBe(false);
    await db.update(users).set({ notificationPreferences: null }).where(eq(users.id, executor.userId));
  });
});

describe('the notifications page', () => {
  const reader = { session: null as Session | null };
  const ids: Record<string, string> = {};

  it('lists newest first, filters by tab, pages, and never lists a hidden claim', async () => {
    reader.session = await t.signUp({ role: 'executor', name: 'Rita Reader' });
    const base = Date.parse('2026-11-01T00:00:00Z');
    const rows = [
      ['Info one', 'info', false],
      ['Warning one', 'warning', false],
      ['Error one', 'error', true],
      ['Success one', 'success', false],
      ['Info two', 'info', true],
    ] as const;
    for (const [i, [title, type, read]] of rows.entries()) {
      const [row] = await db
        .insert(appNotifications)
        .values({
          userId: reader.session.userId,
          kind: 'deadline',
          title,
          message: `${title} message`,
          type,
          read,
          createdAt: new Date(base + i * 60_000),
        })
        .returning();
      ids[title] = row!.id;
    }
    await db.insert(appNotifications).values({
      userId: reader.session.userId,
      kind: 'deadline',
      title: 'Hidden claim',
      message: 'kept only as a claim',
      type: 'warning',
      shown: false,
      dedupeKey: 'task:x:due-in-7:2026-11-08',
    });

    const all = await listOf(reader.session);
    expect(all.items.map((i) => i.title)).toEqual([
      'Info two',
      'Success one',
      'Error one',
      'Warning one',
      'Info one',
    ]);
    expect(all).toMatchObject({
      total: 5,
      unread: 3,
      unreadByFilter: { all: 3, info: 1, warning: 1, success: 1 },
    });

    const warnings = await listOf(reader.session, '?filter=warning');
    expect(warnings.items.map((i) => i.title)).toEqual(['Error one', 'Warning one']);
    expect(warnings.total).toBe(2);
    expect((await listOf(reader.session, '?filter=success')).items.map((i) => i.title)).toEqual([
      'Success one',
    ]);
    expect((await listOf(reader.session, '?filter=info')).items.map((i) => i.title)).toEqual([
      'Info two',
      'Info one',
    ]);

    const page2 = await listOf(reader.session, '?page=2&pageSize=2');
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(page2.items.map((i) => i.title)).toEqual(['Error one', 'Warning one']);

    const bad = await t.as(reader.session, { method: 'GET', url: '/api/me/notifications?filter=urgent' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('filter');
  });

  it('opening one marks it read, it can be marked unread again, and Mark all read clears the badge', async () => {
    const who = reader.session!;
    const read = await t.as(who, { method: 'POST', url: `/api/me/notifications/${ids['Warning one']}/read` });
    expect(read.statusCode).toBe(204);
    let list = await listOf(who);
    expect(list.unread).toBe(2);
    expect(list.unreadByFilter.warning).toBe(0);
    expect(list.items.find((i) => i.id === ids['Warning one'])?.read).toBe(true);

    const unread = await t.as(who, {
      method: 'POST',
      url: `/api/me/notifications/${ids['Warning one']}/unread`,
    });
    expect(unread.statusCode).toBe(204);
    expect((await listOf(who)).unread).toBe(3);

    const all = await t.as(who, { method: 'POST', url: '/api/me/notifications/read-all' });
    expect(all.statusCode).toBe(204);
    list = await listOf(who);
    expect(list.unread).toBe(0);
    expect(list.items.every((i) => i.read)).toBe(true);
  });

  it("another person's notification, an unknown one and a malformed id answer 404 and change nothing", async () => {
    const who = reader.session!;
    await t.as(who, { method: 'POST', url: `/api/me/notifications/${ids['Info one']}/unread` });
    for (const url of [
      `/api/me/notifications/${ids['Info one']}/read`,
      `/api/me/notifications/${randomUUID()}/read`,
      '/api/me/notifications/not-an-id/read',
    ]) {
      const res = await t.as(other, { method: 'POST', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await listOf(who)).items.find((i) => i.id === ids['Info one'])?.read).toBe(false);
    expect((await t.inject({ method: 'GET', url: '/api/me/notifications' })).statusCode).toBe(401);
  });
});

describe('the deadline job', () => {
  // A fixed moment: 10 March 2027, 1 pm in New Zealand.
  const now = new Date('2027-03-10T00:00:00Z');
  const today = nzToday(now);

  it('tells the assignee of a task due within 7 days once, however often it runs', async () => {
    const [task] = await db
      .insert(tasks)
      .values({
        estateId,
        name: 'File the IR3',
        dueDate: addDays(today, 3),
        assignedToUserId: executor.userId,
      })
      .returning();
    await runDeadlineNotices(db, { publicUrl, now });
    const second = await runDeadlineNotices(db, { publicUrl, now: new Date(now.getTime() + 15 * 60_000) });
    expect(second).toEqual({ tasks: 0, statutory: 0 });
    const rows = await keyed(executor, `task:${task!.id}:%`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'deadline',
      type: 'warning',
      title: 'Due 13 March 2027: File the IR3',
      dedupeKey: `task:${task!.id}:due-in-7:2027-03-13`,
      link: `/dashboard/estates/${estateId}`,
    });
    const mails = (await emailsTo(executor)).filter((m) => m.subject === 'Due 13 March 2027: File the IR3');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('notice-deadline');
  });

  it('tells of an overdue task once; an unassigned task goes to the estate’s lawyer; a completed one to nobody', async () => {
    const [late] = await db
      .insert(tasks)
      .values({
        estateId,
        name: 'Advertise for creditors',
        dueDate: addDays(today, -1),
        assignedToUserId: null,
      })
      .returning();
    const [done] = await db
      .insert(tasks)
      .values({ estateId, name: 'Already done', dueDate: addDays(today, 2), status: 'completed' })
      .returning();
    const [ancient] = await db
      .insert(tasks)
      .values({
        estateId,
        name: 'Long forgotten',
        dueDate: addDays(today, -60),
        assignedToUserId: executor.userId,
      })
      .returning();
    await runDeadlineNotices(db, { publicUrl, now });
    await runDeadlineNotices(db, { publicUrl, now });
    const rows = await keyed(lawyer, `task:${late!.id}:%`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'error',
      title: 'Overdue: Advertise for creditors',
      dedupeKey: `task:${late!.id}:overdue:${addDays(today, -1)}`,
    });
    expect(await keyed(executor, `task:${done!.id}:%`)).toHaveLength(0);
    expect(await keyed(lawyer, `task:${done!.id}:%`)).toHaveLength(0);
    // Beyond the catch-up window: never told, so an old backlog floods nobody.
    expect(await keyed(executor, `task:${ancient!.id}:%`)).toHaveLength(0);
  });

  it('tells the people who run an estate of its s47 date 7 days before, and the day after it passed, once each', async () => {
    const grantDate = '2026-09-17';
    const s47 = s47Date(grantDate);
    const staffed = await t.staffedEstate(
      { lawyer, executor, beneficiary },
      { deceasedName: 'Wiremu Statutory' },
    );
    const patched = await t.as(lawyer, {
      method: 'PATCH',
      url: `/api/estates/${staffed}`,
      payload: { grantDate },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    // The time of day the job runs on that NZ date does not matter.
    const weekBefore = new Date(`${addDays(s47, -7)}T03:00:00Z`);
    await runDeadlineNotices(db, { publicUrl, now: weekBefore });
    await runDeadlineNotices(db, { publicUrl, now: weekBefore });
    const key = `statutory:${staffed}:s47:due-in-7:${s47}`;
    for (const who of [lawyer, executor]) {
      const rows = await keyed(who, key);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'warning',
        title: 'Coming up 17 March 2027: s47 date: distributions protected from today',
        link: `/dashboard/estates/${staffed}/distribution`,
      });
    }
    expect(await keyed(beneficiary, key)).toHaveLength(0);
    // The PRA option closes the same day; the Family Protection Act period is months away.
    expect(await keyed(lawyer, `statutory:${staffed}:pra:%`)).toHaveLength(1);
    expect(await keyed(lawyer, `statutory:${staffed}:fpa:%`)).toHaveLength(0);

    const dayAfter = new Date(`${addDays(s47, 1)}T03:00:00Z`);
    await runDeadlineNotices(db, { publicUrl, now: dayAfter });
    await runDeadlineNotices(db, { publicUrl, now: dayAfter });
    const passed = await keyed(lawyer, `statutory:${staffed}:s47:passed:${s47}`);
    expect(passed).toHaveLength(1);
    expect(passed[0]!.title).toBe('Passed 17 March 2027: s47 date: distributions protected from today');
    const mails = (await emailsTo(executor)).filter((m) => m.subject.includes('s47 date'));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Coming up 17 March 2027: s47 date: distributions protected from today',
      'Passed 17 March 2027: s47 date: distributions protected from today',
    ]);
    expect(addMonths(grantDate, 6)).toBe(s47);
  });

  it('with deadline notices off in the app, the email still goes once and nothing is listed', async () => {
    await db
      .update(users)
      .set({ notificationPreferences: { deadline: { inApp: false, email: true } } })
      .where(eq(users.id, executor.userId));
    const [task] = await db
      .insert(tasks)
      .values({ estateId, name: 'Quiet task', dueDate: addDays(today, 1), assignedToUserId: executor.userId })
      .returning();
    await runDeadlineNotices(db, { publicUrl, now });
    await runDeadlineNotices(db, { publicUrl, now });
    expect((await listOf(executor, '?pageSize=100')).items.some((i) => i.title.includes('Quiet task'))).toBe(
      false,
    );
    expect((await emailsTo(executor)).filter((m) => m.subject.includes('Quiet task'))).toHaveLength(1);
    expect(await keyed(executor, `task:${task!.id}:%`)).toHaveLength(1);
    await db.update(users).set({ notificationPreferences: null }).where(eq(users.id, executor.userId));
  });
});

describe('NotifyFlow answers', () => {
  it('an organisation answering tells the person who submitted the notification', async () => {
    const body = multipart(validForm({ deceasedName: 'Nikora Answered' }), [
      { name: 'death.pdf', data: PDF },
    ]);
    const res = await t.as(lawyer, { method: 'POST', url: '/api/notifications', ...body });
    expect(res.statusCode, res.body).toBe(201);
    const { notificationId, referenceCode } = res.json<{ notificationId: string; referenceCode: string }>();
    const [row] = await db
      .select()
      .from(institutionsNotified)
      .where(eq(institutionsNotified.notificationId, notificationId));
    const token = signResponseToken(t.deps.config.authSecret, row!.id);
    const answered = await t.inject({
      method: 'POST',
      url: `/api/respond/${token}`,
      payload: { action: 'complete' },
    });
    expect(answered.statusCode, answered.body).toBe(200);

    const notice = (await listOf(lawyer, '?filter=success')).items.find((i) =>
      i.message.includes('about Nikora Answered'),
    );
    expect(notice).toMatchObject({
      type: 'success',
      read: false,
      link: `/dashboard/notifyflow/status/${referenceCode}`,
    });
    const mail = (await emailsTo(lawyer)).find(
      (m) => m.kind === 'institution-response' && m.textBody.includes('Nikora Answered'),
    );
    expect(mail?.textBody).toContain(`${publicUrl}/notify/status/${referenceCode}`);
    // Nobody else hears of it.
    expect(
      (await listOf(executor, '?pageSize=100')).items.some((i) => i.message.includes('Nikora Answered')),
    ).toBe(false);
  });
});
