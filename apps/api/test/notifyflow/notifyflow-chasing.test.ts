import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/client.js';
import {
  appNotifications,
  auditEvents,
  institutions,
  institutionsNotified,
  letters,
  outbox,
} from '../../src/db/schema.js';
import { REMINDER_EMAIL_KIND, sendDueReminders } from '../../src/services/notifyflow/send-reminders.js';
import { build, pathsOf, type Session } from '../helper.js';
import {
  deliverOutbox,
  givePostalAddress,
  idOf,
  multipart,
  validForm,
  institutionIfMatch,
} from '../notifyflow-helpers.js';
import { startSmtpSink } from '../smtp-sink.js';

/**
 * Chasing (issue 18): an organisation emailed and silent past its reply time (New Zealand business
 * days) is sent ONE reminder; the family and the back office see it; a second silent period flags
 * it overdue. The sweep is run with a moved `now`, never a sleep.
 */
const t = await build();
// Issue 42: a letter prints and posts only with an address; Inland Revenue's is a fixture.
await givePostalAddress(t.deps.db, 'Inland Revenue');
const ANZ = 'estates@anz.example.nz';
const KIWIBANK = 'estates@kiwibank.example.nz';
await t.deps.db.update(institutions).set({ notificationEmail: ANZ }).where(eq(institutions.name, 'ANZ'));
await t.deps.db
  .update(institutions)
  .set({ notificationEmail: KIWIBANK })
  .where(eq(institutions.name, 'Kiwibank'));
const requester = await t.signUp({ role: 'notifyflow', name: 'Aroha Wilson' });
const admin = await t.signUp({ role: 'lawyer', name: 'Office Admin' });
await t.promote(admin, 'admin');

const sink = await startSmtpSink();
afterAll(() => sink.close());
const env = { publicUrl: 'http://localhost:3000', secret: t.deps.config.authSecret };

/** Sends every queued email, as the outbox worker does: the organisations' rows are dispatched. */
const deliverAll = () => deliverOutbox(t.deps.db, sink.port);

/**
 * A notification to ANZ and Kiwibank (emails) and Inland Revenue (a letter), delivered; each row's
 * dispatch is then dated `dispatchedAt` so the business days are known.
 */
async function notified(dispatchedAt: string) {
  const body = multipart(
    validForm({
      selectedInstitutions: [
        { institutionId: idOf('ANZ'), accountReference: '01-0102-0123456-00' },
        { institutionId: idOf('Kiwibank') },
        { institutionId: idOf('Inland Revenue') },
      ],
    }),
    [{ name: 'death-certificate.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') }],
  );
  const res = await t.inject({
    method: 'POST',
    url: '/api/notifications',
    ...body,
    headers: { ...body.headers, cookie: requester.cookie },
  });
  expect(res.statusCode).toBe(201);
  const created = res.json<{ notificationId: string; referenceCode: string }>();
  await deliverAll();
  const rows = await t.deps.db
    .select()
    .from(institutionsNotified)
    .where(eq(institutionsNotified.notificationId, created.notificationId));
  const row = (name: string) => rows.find((r) => r.institutionId === idOf(name))!;
  const [letter] = await t.deps.db
    .select()
    .from(letters)
    .where(eq(letters.institutionsNotifiedId, row('Inland Revenue').id));
  expect(
    (await t.as(admin, { method: 'POST', url: `/api/admin/letters/${letter!.id}/posted` })).statusCode,
  ).toBe(200);
  const ids = rows.map((r) => r.id);
  await t.deps.db
    .update(institutionsNotified)
    .set({ dispatchedAt: new Date(dispatchedAt) })
    .where(inArray(institutionsNotified.id, ids));
  const [anzMail] = await t.deps.db
    .select({ link: outbox.link })
    .from(outbox)
    .where(
      and(eq(outbox.institutionsNotifiedId, row('ANZ').id), eq(outbox.kind, 'institution-notification')),
    );
  return {
    code: created.referenceCode,
    anz: row('ANZ'),
    kiwibank: row('Kiwibank'),
    ird: row('Inland Revenue'),
    anzToken: new URL(anzMail!.link!).pathname.split('/').pop()!,
  };
}

const remindersOf = (rowId: string) =>
  t.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.institutionsNotifiedId, rowId), eq(outbox.kind, REMINDER_EMAIL_KIND)));
const rowOf = async (id: string) =>
  (await t.deps.db.select().from(institutionsNotified).where(eq(institutionsNotified.id, id)))[0]!;
const adminRow = async (code: string, name: string) => {
  const res = await t.as(admin, { method: 'GET', url: `/api/admin/notifications?q=${code}` });
  expect(res.statusCode).toBe(200);
  return res
    .json<{ items: { institutions: { name: string; remindedAt: string | null; overdue: boolean }[] }[] }>()
    .items[0]!.institutions.find((i) => i.name === name)!;
};

describe('the reminder sweep', () => {
  // Thursday 24 December 2026, 11:00 in New Zealand. Five business days skip Christmas (Fri 25),
  // the weekend, Boxing Day (observed Mon 28), New Year's Day (Fri 1) and 2 January (observed Mon
  // 4 January): the organisation has until the end of Wednesday 6 January 2027.
  const DISPATCHED = '2026-12-23T22:00:00Z';
  const LAST_DAY_IN_NZ = '2027-01-06T10:00:00Z'; // 23:00 on 6 January in New Zealand
  const NEXT_DAY_IN_NZ = '2027-01-06T12:00:00Z'; // 01:00 on 7 January in New Zealand

  it('is not sent within the reply time, then exactly once when it has passed', async () => {
    const n = await notified(DISPATCHED);
    await sendDueReminders(t.deps.db, env, new Date('2026-12-31T00:00:00Z'));
    await sendDueReminders(t.deps.db, env, new Date(LAST_DAY_IN_NZ));
    expect(await remindersOf(n.anz.id)).toHaveLength(0);
    expect((await rowOf(n.anz.id)).remindedAt).toBeNull();

    await sendDueReminders(t.deps.db, env, new Date(NEXT_DAY_IN_NZ));
    await sendDueReminders(t.deps.db, env, new Date('2027-02-01T00:00:00Z'));
    const [mail, ...more] = await remindersOf(n.anz.id);
    expect(more).toHaveLength(0);
    expect(mail!.toAddress).toBe(ANZ);
    expect(mail!.subject).toContain(n.code);
    expect(mail!.link).toMatch(/\/respond\/[^/]+$/);
    expect(mail!.textBody).toContain('24 December 2026');
    expect(mail!.textBody).toMatch(
      /death-certificate\.pdf: http:\/\/localhost:3000\/api\/respond\/\S+\/documents\//,
    );
    expect((await rowOf(n.anz.id)).remindedAt?.toISOString()).toBe(new Date(NEXT_DAY_IN_NZ).toISOString());

    // The reminder's link works for the organisation.
    const token = new URL(mail!.link!).pathname.split('/').pop()!;
    expect((await t.inject({ method: 'GET', url: `/api/respond/${token}` })).statusCode).toBe(200);

    // The family is told, and the row's trail has it.
    const told = await t.deps.db
      .select()
      .from(appNotifications)
      .where(and(eq(appNotifications.userId, requester.userId), eq(appNotifications.kind, 'notifyflow')));
    expect(told.map((x) => x.title)).toContain('ANZ was reminded on 7 January 2027');
    const trail = await t.deps.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, n.anz.id), eq(auditEvents.action, 'institution_notified.reminded')),
      );
    expect(trail).toHaveLength(1);
    // The family's status page: when it was reminded, and when it was expected to acknowledge.
    const status = await t.as(requester, { method: 'GET', url: `/api/notifications/status/${n.code}` });
    expect(status.statusCode, status.body).toBe(200);
    const shown = status
      .json<{ institutions: { name: string; remindedAt: string | null; expectedBy: string | null }[] }>()
      .institutions.find((i) => i.name === 'ANZ');
    expect(shown).toMatchObject({
      remindedAt: new Date(NEXT_DAY_IN_NZ).toISOString(),
      expectedBy: '2027-01-06',
    });

    // The letter to Inland Revenue is not reminded by post (see the overdue test).
    expect((await rowOf(n.ird.id)).remindedAt).toBeNull();
  });

  it('skips an organisation that acknowledged', async () => {
    const n = await notified(DISPATCHED);
    const ack = await t.inject({
      method: 'POST',
      url: `/api/respond/${n.anzToken}`,
      payload: { action: 'acknowledge' },
    });
    expect(ack.statusCode).toBe(200);
    await sendDueReminders(t.deps.db, env, new Date('2027-03-01T00:00:00Z'));
    expect(await remindersOf(n.anz.id)).toHaveLength(0);
    expect(await remindersOf(n.kiwibank.id)).toHaveLength(1);
    expect(await adminRow(n.code, 'ANZ')).toMatchObject({ remindedAt: null, overdue: false });
    const status = await t.as(requester, { method: 'GET', url: `/api/notifications/status/${n.code}` });
    expect(status.statusCode, status.body).toBe(200);
    expect(
      status.json<{ institutions: { name: string; remindedAt: string | null }[] }>().institutions,
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'ANZ', remindedAt: null }),
        expect.objectContaining({ name: 'Kiwibank', remindedAt: expect.any(String) }),
      ]),
    );
  });

  it("counts each organisation's own reply time from the directory", async () => {
    const saved = await t.as(admin, {
      method: 'PATCH',
      url: `/api/admin/institutions/${idOf('Kiwibank')}`,
      headers: await institutionIfMatch(t, admin, idOf('Kiwibank')),
      payload: { replyBusinessDays: 2 },
    });
    expect(saved.statusCode).toBe(200);
    try {
      // Friday 20 November 2026, 10:00 in New Zealand: 2 business days → Tuesday 24 November.
      const n = await notified('2026-11-19T21:00:00Z');
      await sendDueReminders(t.deps.db, env, new Date('2026-11-24T10:00:00Z')); // Tue 23:00 NZ
      expect(await remindersOf(n.kiwibank.id)).toHaveLength(0);
      await sendDueReminders(t.deps.db, env, new Date('2026-11-24T12:00:00Z')); // Wed 01:00 NZ
      expect(await remindersOf(n.kiwibank.id)).toHaveLength(1);
      expect(await remindersOf(n.anz.id)).toHaveLength(0); // ANZ keeps 5: Friday 27 November
    } finally {
      await t.as(admin, {
        method: 'PATCH',
        url: `/api/admin/institutions/${idOf('Kiwibank')}`,
        headers: await institutionIfMatch(t, admin, idOf('Kiwibank')),
        payload: { replyBusinessDays: 5 },
      });
    }
  });

  it('two sweeps at once (two database clients on PostgreSQL) send exactly one email per row', async () => {
    const a = await notified(DISPATCHED);
    const b = await notified(DISPATCHED);
    const second = t.database.url
      ? await openDatabase({ databaseUrl: t.database.url, dataDir: 'unused', onIdleClientError: () => {} })
      : null;
    const other: Db = second?.db ?? t.deps.db;
    const sentBefore = await t.deps.db.select().from(outbox).where(eq(outbox.kind, REMINDER_EMAIL_KIND));
    try {
      const at = new Date(NEXT_DAY_IN_NZ);
      const counts = await Promise.all([
        sendDueReminders(t.deps.db, env, at),
        sendDueReminders(other, env, at),
        sendDueReminders(t.deps.db, env, at),
        sendDueReminders(other, env, at),
      ]);
      const sentAfter = await t.deps.db.select().from(outbox).where(eq(outbox.kind, REMINDER_EMAIL_KIND));
      // Each row claimed by one sweep is one email; no row was claimed twice.
      expect(counts.reduce((x, y) => x + y, 0)).toBe(sentAfter.length - sentBefore.length);
      expect(counts.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(4);
    } finally {
      await second?.close();
    }
    for (const row of [a.anz, a.kiwibank, b.anz, b.kiwibank])
      expect(await remindersOf(row.id)).toHaveLength(1);
  });

  it('flags a reminded organisation as overdue once a second period passes without an answer', async () => {
    const n = await notified(DISPATCHED);
    await sendDueReminders(t.deps.db, env, new Date(NEXT_DAY_IN_NZ));
    const now = Date.now();
    // Reminded an hour ago: within its second period.
    await t.deps.db
      .update(institutionsNotified)
      .set({ remindedAt: new Date(now - 3_600_000) })
      .where(eq(institutionsNotified.id, n.anz.id));
    const recent = await adminRow(n.code, 'ANZ');
    expect(recent.remindedAt).not.toBeNull();
    expect(recent.overdue).toBe(false);
    // Reminded 30 days ago: well past 5 business days.
    await t.deps.db
      .update(institutionsNotified)
      .set({ remindedAt: new Date(now - 30 * 86_400_000) })
      .where(eq(institutionsNotified.id, n.anz.id));
    expect(await adminRow(n.code, 'ANZ')).toMatchObject({ overdue: true });

    // A posted letter is never reminded automatically: past its reply time it is overdue at once.
    await t.deps.db
      .update(institutionsNotified)
      .set({ dispatchedAt: new Date(now - 3_600_000) })
      .where(eq(institutionsNotified.id, n.ird.id));
    expect(await adminRow(n.code, 'Inland Revenue')).toMatchObject({ remindedAt: null, overdue: false });
    await t.deps.db
      .update(institutionsNotified)
      .set({ dispatchedAt: new Date(now - 30 * 86_400_000) })
      .where(eq(institutionsNotified.id, n.ird.id));
    await sendDueReminders(t.deps.db, env, new Date(now));
    expect(await adminRow(n.code, 'Inland Revenue')).toMatchObject({ remindedAt: null, overdue: true });
  });
});

describe('POST /api/admin/notifyflow/reminders/run', () => {
  const run = (who: Session, payload?: object) =>
    t.as(who, {
      method: 'POST',
      url: '/api/admin/notifyflow/reminders/run',
      ...(payload ? { payload } : {}),
    });

  it('is for admins only', async () => {
    expect((await run(requester)).statusCode).toBe(403);
    expect((await t.inject({ method: 'POST', url: '/api/admin/notifyflow/reminders/run' })).statusCode).toBe(
      401,
    );
  });

  it('runs the sweep now for an admin, and refuses asOf without a test clock (400 naming asOf)', async () => {
    const now = await run(admin);
    expect(now.statusCode).toBe(200);
    expect(now.json()).toEqual({ reminded: expect.any(Number), asOf: expect.any(String) });
    const moved = await run(admin, { asOf: '2030-01-01T00:00:00Z' });
    expect(moved.statusCode).toBe(400);
    expect(pathsOf(moved)).toEqual(['asOf']);
    expect(pathsOf(await run(admin, { asOf: 'next week' }))).toEqual(['asOf']);
  });

  it('moves the clock on a server with TEST_CLOCK=true', async () => {
    const clocked = await build({ TEST_CLOCK: 'true' });
    const boss = await clocked.signUp({ role: 'lawyer', name: 'Clock Admin' });
    await clocked.promote(boss, 'admin');
    const res = await clocked.as(boss, {
      method: 'POST',
      url: '/api/admin/notifyflow/reminders/run',
      payload: { asOf: '2030-01-01T00:00:00+13:00' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reminded: 0, asOf: '2029-12-31T11:00:00.000Z' });
  });
});

describe("the directory's rules", () => {
  it('admins save the reply time and the small-estate rule, which the form directory shows', async () => {
    const id = idOf('Westpac');
    const bad = await t.as(admin, {
      method: 'PATCH',
      url: `/api/admin/institutions/${id}`,
      headers: await institutionIfMatch(t, admin, id),
      payload: { smallEstateLimitCents: -100 },
    });
    expect(bad.statusCode).toBe(400);
    expect(pathsOf(bad)).toEqual(['smallEstateLimitCents']);
    expect(
      pathsOf(
        await t.as(admin, {
          method: 'PATCH',
          url: `/api/admin/institutions/${id}`,
          headers: await institutionIfMatch(t, admin, id),
          payload: { smallEstateRequirements: ['a_cheque'] },
        }),
      )[0],
    ).toMatch(/^smallEstateRequirements/);

    const saved = await t.as(admin, {
      method: 'PATCH',
      url: `/api/admin/institutions/${id}`,
      headers: await institutionIfMatch(t, admin, id),
      payload: {
        replyBusinessDays: 7,
        smallEstateLimitCents: 1_500_000,
        smallEstateRequirements: ['death_certificate', 'statutory_declaration'],
        smallEstateNote: 'Ask for the deceased estates team.',
      },
    });
    expect(saved.statusCode).toBe(200);
    const directory = (await t.as(requester, { method: 'GET', url: '/api/institutions' })).json<{
      items: { name: string; replyBusinessDays: number; smallEstateRule: unknown }[];
    }>();
    expect(directory.items.find((i) => i.name === 'Westpac')).toMatchObject({
      replyBusinessDays: 7,
      smallEstateRule: {
        limitCents: 1_500_000,
        requirements: ['death_certificate', 'statutory_declaration'],
        note: 'Ask for the deceased estates team.',
      },
    });
  });

  it('seeds what we know: BNZ asks for its indemnity form and certified ID; banks a death certificate', async () => {
    const directory = (await t.as(requester, { method: 'GET', url: '/api/institutions' })).json<{
      items: { name: string; smallEstateRule: { limitCents: number; requirements: string[] } }[];
    }>();
    const rule = (name: string) => directory.items.find((i) => i.name === name)!.smallEstateRule;
    expect(rule('BNZ')).toEqual({
      limitCents: 4_000_000,
      requirements: ['death_certificate', 'indemnity_form', 'certified_id'],
      note: null,
    });
    expect(rule('ASB').requirements).toEqual(['death_certificate']);
    expect(rule('Spark').requirements).toEqual([]);
  });
});

describe("the estate's s65 task", () => {
  it("lists each notified organisation's release rule, to those who run the estate only", async () => {
    const lawyer = await t.signUp({ role: 'lawyer', name: 'Hine Lawyer' });
    const executor = await t.signUp({ role: 'executor', name: 'Rangi Executor' });
    const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Mere Beneficiary' });
    const estateId = await t.staffedEstate({ lawyer, executor, beneficiary }, { estimatedValue: '120000' });
    const s65Of = async (who: Session) => {
      const res = await t.as(who, { method: 'GET', url: `/api/tasks?estateId=${estateId}` });
      expect(res.statusCode).toBe(200);
      return res
        .json<{ items: { name: string; releaseRules?: unknown }[] }>()
        .items.find((x) => x.name.includes('s65'))!;
    };
    // Before any notification: the task as it always was.
    expect((await s65Of(lawyer)).releaseRules).toBeUndefined();

    const body = multipart(
      validForm({
        estateId,
        institutionName: '',
        selectedInstitutions: [{ institutionId: idOf('BNZ') }, { institutionId: idOf('ANZ') }],
      }),
    );
    const sent = await t.inject({
      method: 'POST',
      url: '/api/notifications',
      ...body,
      headers: { ...body.headers, cookie: lawyer.cookie },
    });
    expect(sent.statusCode).toBe(201);

    const task = await s65Of(executor);
    expect(task.releaseRules).toEqual([
      {
        institution: 'ANZ',
        rule: { limitCents: 4_000_000, requirements: ['death_certificate'], note: null },
      },
      {
        institution: 'BNZ',
        rule: {
          limitCents: 4_000_000,
          requirements: ['death_certificate', 'indemnity_form', 'certified_id'],
          note: null,
        },
      },
    ]);
    // Other tasks carry nothing of it; a beneficiary sees the task but not the organisations.
    const all = (await t.as(lawyer, { method: 'GET', url: `/api/tasks?estateId=${estateId}` })).json<{
      items: { releaseRules?: unknown }[];
    }>().items;
    expect(all.filter((x) => x.releaseRules)).toHaveLength(1);
    const seen = await t.as(beneficiary, { method: 'GET', url: `/api/tasks?estateId=${estateId}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<{ items: { releaseRules?: unknown }[] }>().items.some((x) => x.releaseRules)).toBe(
      false,
    );
  });
});
