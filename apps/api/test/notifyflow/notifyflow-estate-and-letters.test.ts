import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminInstitutionListSchema, estateNotificationsSchema, letterListSchema } from '@estate/domain';
import {
  auditEvents,
  correspondence,
  institutionsNotified,
  letters,
  notifications,
  outbox,
  tasks,
} from '../../src/db/schema.js';
import { signResponseToken } from '../../src/services/notifyflow/tokens.js';
import { build, type Session } from '../helper.js';
import { giveNotificationEmail, idOf, multipart, validForm } from '../notifyflow-helpers.js';

/*
 * Issue 18 (H3): the "Other institution" the family types becomes a row and a letter an admin
 * addresses; an estate's notifications on its page, and its "Notify banks …" task ticked when every
 * organisation completed; response times per organisation from real rows.
 */
const t = await build();
await giveNotificationEmail(t.deps.db, 'ANZ', 'estates@anz.example.nz');
const requester = await t.signUp({ role: 'notifyflow', name: 'Aroha Wilson' });
const admin = await t.signUp({ role: 'lawyer', name: 'Office Admin' });
await t.promote(admin, 'admin');

async function submit(who: Session, form: unknown) {
  const res = await t.as(who, { method: 'POST', url: '/api/notifications', ...multipart(form) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ notificationId: string; referenceCode: string }>();
}

const rowsOf = (notificationId: string) =>
  t.database.db
    .select()
    .from(institutionsNotified)
    .where(eq(institutionsNotified.notificationId, notificationId));

const answer = (rowId: string, action: 'acknowledge' | 'complete' | 'need_info', message = '') =>
  t.inject({
    method: 'POST',
    url: `/api/respond/${signResponseToken(t.deps.config.authSecret, rowId)}`,
    payload: { action, message },
  });

describe('the other institution', () => {
  it('becomes a row of its own with a letter that needs an address, shown on the status page and in the email', async () => {
    const created = await submit(requester, validForm({ institutionName: 'Ōtaki Bowling Club' }));
    const rows = await rowsOf(created.notificationId);
    const other = rows.find((r) => r.institutionId === null)!;
    expect(other).toMatchObject({
      otherName: 'Ōtaki Bowling Club',
      deliveryChannel: 'letter',
      status: 'pending',
    });
    const [letter] = await t.database.db
      .select()
      .from(letters)
      .where(eq(letters.institutionsNotifiedId, other.id));
    expect(letter).toMatchObject({ address: null, postedAt: null });

    const status = await t.inject({
      method: 'GET',
      url: `/api/notifications/status/${created.referenceCode}`,
    });
    expect(status.json().institutions).toContainEqual(
      expect.objectContaining({
        name: 'Ōtaki Bowling Club',
        other: true,
        channel: 'letter',
        status: 'pending',
      }),
    );
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'notification-confirmation'));
    const mine = mails.find((m) => m.subject.includes(created.referenceCode))!;
    expect(mine.textBody).toMatch(/Organisations being notified: .*Ōtaki Bowling Club\./);
  });

  it('cannot be printed or posted until an admin gives it an address; then it can', async () => {
    const created = await submit(requester, validForm({ institutionName: 'Levin Tramping Club' }));
    const queue = await t.as(admin, { method: 'GET', url: '/api/admin/letters' });
    expect(letterListSchema.safeParse(queue.json()).error).toBeUndefined();
    const mine = queue
      .json<{
        items: {
          id: string;
          referenceCode: string;
          institutionName: string;
          needsAddress: boolean;
          version: number;
        }[];
      }>()
      .items.filter((l) => l.referenceCode === created.referenceCode);
    // The directory's letter (Inland Revenue, no address in the directory: issue 42) and the typed
    // one both wait for an address.
    expect(mine.map((l) => [l.institutionName, l.needsAddress]).sort()).toEqual([
      ['Inland Revenue', true],
      ['Levin Tramping Club', true],
    ]);
    const letter = mine.find((l) => l.institutionName === 'Levin Tramping Club')!;

    const pdf = await t.as(admin, { method: 'GET', url: `/api/admin/letters/${letter.id}/pdf` });
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().message).toMatch(/no postal address/);
    const posted = await t.as(admin, { method: 'POST', url: `/api/admin/letters/${letter.id}/posted` });
    expect(posted.statusCode).toBe(409);
    expect(posted.json().issues[0].path).toBe('address');
    const [row] = await t.database.db
      .select()
      .from(institutionsNotified)
      .where(
        and(
          eq(institutionsNotified.notificationId, created.notificationId),
          isNull(institutionsNotified.institutionId),
        ),
      );
    expect(row!.status).toBe('pending');

    // An empty address is refused, naming the field; non-admins are refused.
    const empty = await t.as(admin, {
      method: 'PATCH',
      url: `/api/admin/letters/${letter.id}`,
      payload: { address: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues.map((i: { path: string }) => i.path)).toContain('address');
    const byFamily = await t.as(requester, {
      method: 'PATCH',
      url: `/api/admin/letters/${letter.id}`,
      payload: { address: 'PO Box 1' },
    });
    expect(byFamily.statusCode).toBe(403);

    const addressed = await t.as(admin, {
      method: 'PATCH',
      url: `/api/admin/letters/${letter.id}`,
      headers: { 'if-match': `"${letter.version}"` }, // as the queue listed it (decision 060)
      payload: { address: 'PO Box 12\nLevin 5540' },
    });
    expect(addressed.statusCode, addressed.body).toBe(200);
    expect(addressed.json()).toMatchObject({
      address: 'PO Box 12\nLevin 5540',
      needsAddress: false,
      posted: false,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'letter.addressed'), eq(auditEvents.entityId, letter.id)));
    expect(audit?.actorId).toBe(admin.userId);

    const printable = await t.as(admin, { method: 'GET', url: `/api/admin/letters/${letter.id}/pdf` });
    expect(printable.statusCode).toBe(200);
    expect(printable.headers['content-disposition']).toContain('Levin_Tramping_Club');
    const nowPosted = await t.as(admin, { method: 'POST', url: `/api/admin/letters/${letter.id}/posted` });
    expect(nowPosted.statusCode).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(institutionsNotified)
      .where(eq(institutionsNotified.id, row!.id));
    expect(after!.status).toBe('sent');
    expect(after!.dispatchedAt).not.toBeNull();
  });
});

describe("an estate's notifications", () => {
  const lawyer = t.signUp({ role: 'lawyer', name: 'Lena Lawyer' });
  const executor = t.signUp({ role: 'executor', name: 'Eru Executor' });
  const beneficiary = t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });
  const otherLawyer = t.signUp({ role: 'lawyer', name: 'Oscar Other' });

  it('lists codes and statuses for those who run the estate; a beneficiary 403, an estate not visible 404', async () => {
    const [l, e, b, o] = await Promise.all([lawyer, executor, beneficiary, otherLawyer]);
    const estateId = await t.staffedEstate(
      { lawyer: l, executor: e, beneficiary: b },
      { deceasedName: 'Hemi Estate' },
    );
    const created = await submit(
      l,
      validForm({ estateId, institutionName: '', selectedInstitutions: [{ institutionId: idOf('ANZ') }] }),
    );
    const [row] = await rowsOf(created.notificationId);
    expect((await answer(row!.id, 'acknowledge')).statusCode).toBe(200);

    for (const who of [l, e, admin]) {
      const res = await t.as(who, { method: 'GET', url: `/api/estates/${estateId}/notifications` });
      expect(res.statusCode, res.body).toBe(200);
      expect(estateNotificationsSchema.safeParse(res.json()).error).toBeUndefined();
      expect(res.json().items).toEqual([
        expect.objectContaining({
          referenceCode: created.referenceCode,
          status: 'in_progress',
          institutions: [expect.objectContaining({ name: 'ANZ', status: 'sent', other: false })],
        }),
      ]);
      expect(res.json().items[0].institutions[0].acknowledgedAt).not.toBeNull();
    }
    expect((await t.as(b, { method: 'GET', url: `/api/estates/${estateId}/notifications` })).statusCode).toBe(
      403,
    );
    expect((await t.as(o, { method: 'GET', url: `/api/estates/${estateId}/notifications` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.as(requester, { method: 'GET', url: `/api/estates/${estateId}/notifications` })).statusCode,
    ).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: `/api/estates/${estateId}/notifications` })).statusCode,
    ).toBe(401);

    // Filing one for the estate is for those who run it too: a beneficiary 403, someone who cannot
    // see it 404, and nothing is created either way.
    const form = validForm({
      estateId,
      institutionName: '',
      selectedInstitutions: [{ institutionId: idOf('ANZ') }],
    });
    const before = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.estateId, estateId));
    for (const [who, status] of [
      [b, 403],
      [o, 404],
      [requester, 404],
    ] as const) {
      const res = await t.as(who, { method: 'POST', url: '/api/notifications', ...multipart(form) });
      expect(res.statusCode, res.body).toBe(status);
    }
    const after = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.estateId, estateId));
    expect(after).toHaveLength(before.length);
  });

  it("logs the organisation's request, the family's reply and a second request in the estate's Correspondence", async () => {
    const [l, e, b] = await Promise.all([lawyer, executor, beneficiary]);
    const estateId = await t.staffedEstate(
      { lawyer: l, executor: e, beneficiary: b },
      { deceasedName: 'Mere Estate' },
    );
    const created = await submit(
      l,
      validForm({ estateId, institutionName: '', selectedInstitutions: [{ institutionId: idOf('ANZ') }] }),
    );
    const [row] = await rowsOf(created.notificationId);
    expect((await answer(row!.id, 'need_info', 'Please send certified ID.')).statusCode).toBe(200);
    const replied = await t.as(l, {
      method: 'POST',
      url: `/api/notifications/${created.referenceCode}/institutions/${row!.id}/replies`,
      ...multipart({ message: 'Certified ID attached.', idempotencyKey: 'reply-key-0000000001' }),
    });
    expect(replied.statusCode, replied.body).toBe(201);
    expect((await answer(row!.id, 'need_info', 'And the will, please.')).statusCode).toBe(200);

    const logged = await t.database.db
      .select({
        subject: correspondence.subject,
        summary: correspondence.summary,
        direction: correspondence.direction,
      })
      .from(correspondence)
      .where(and(eq(correspondence.estateId, estateId), eq(correspondence.source, 'notifyflow')))
      .orderBy(correspondence.createdAt);
    expect(logged.map((c) => [c.direction, c.subject, c.summary])).toEqual([
      ['incoming', 'ANZ needs more information', 'Please send certified ID.'],
      ['outgoing', 'The family replied to ANZ', 'Certified ID attached.'],
      ['incoming', 'ANZ needs more information', 'And the will, please.'],
    ]);
  });

  it("ticks the estate's Notify task only when every organisation of its notifications completed, and never un-ticks", async () => {
    const [l, e, b] = await Promise.all([lawyer, executor, beneficiary]);
    const estateId = await t.staffedEstate(
      { lawyer: l, executor: e, beneficiary: b },
      { deceasedName: 'Mere Estate' },
    );
    const notifyTask = async () => {
      const [task] = await t.database.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.estateId, estateId), eq(tasks.templateKey, 'notify-organisations')));
      return task!;
    };
    expect((await notifyTask()).status).not.toBe('completed');

    const first = await submit(
      l,
      validForm({
        estateId,
        institutionName: '',
        selectedInstitutions: [{ institutionId: idOf('ANZ') }, { institutionId: idOf('Kiwibank') }],
      }),
    );
    const second = await submit(
      l,
      validForm({ estateId, institutionName: '', selectedInstitutions: [{ institutionId: idOf('BNZ') }] }),
    );
    const [anz, kiwibank] = await rowsOf(first.notificationId);
    const [bnz] = await rowsOf(second.notificationId);

    expect((await answer(anz!.id, 'complete')).statusCode).toBe(200);
    expect((await answer(bnz!.id, 'complete')).statusCode).toBe(200);
    // BNZ's notification is completed, but Kiwibank of the other one is not yet: not ticked.
    expect((await notifyTask()).status).not.toBe('completed');
    expect((await answer(kiwibank!.id, 'need_info', 'Please send the grant.')).statusCode).toBe(200);
    expect((await notifyTask()).status).not.toBe('completed');

    // The admin completes the last one: ticked, by the system, on the estate's trail.
    const done = await t.as(admin, {
      method: 'PATCH',
      url: `/api/admin/institutions-notified/${kiwibank!.id}`,
      headers: { 'if-match': '*' }, // any version: versions.test.ts holds the version
      payload: { status: 'completed', note: 'Grant received by post.' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const task = await notifyTask();
    expect(task.status).toBe('completed');
    const ticks = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, task.id), eq(auditEvents.action, 'task.status_changed')));
    expect(ticks).toHaveLength(1);
    expect(ticks[0]).toMatchObject({
      actorId: null,
      data: expect.objectContaining({ to: 'completed', estateId }),
    });

    const list = await t.as(l, { method: 'GET', url: `/api/estates/${estateId}/notifications` });
    expect(list.json().items.map((n: { status: string }) => n.status)).toEqual(['completed', 'completed']);

    // A later notification with a pending organisation does not un-tick it.
    await submit(
      l,
      validForm({ estateId, institutionName: '', selectedInstitutions: [{ institutionId: idOf('ASB') }] }),
    );
    expect((await notifyTask()).status).toBe('completed');
  });
});

describe('response times', () => {
  it('are the medians from real rows: acknowledged after 1, 2 and 4 days → 2; completed after 3 and 5 → 4', async () => {
    const made = await t.as(admin, {
      method: 'POST',
      url: '/api/admin/institutions',
      payload: {
        name: 'Median Credit Union',
        category: 'Banking',
        notificationEmail: 'estates@median.example.nz',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const institutionId = made.json<{ institutionId: string }>().institutionId;
    const created = await submit(requester, validForm({ institutionName: '' }));
    const day = 86_400_000;
    const out = new Date('2026-09-01T00:00:00Z');
    const at = (days: number) => new Date(out.getTime() + days * day);
    await t.database.db.insert(institutionsNotified).values([
      {
        notificationId: created.notificationId,
        institutionId,
        deliveryChannel: 'email',
        status: 'completed',
        dispatchedAt: out,
        acknowledgedAt: at(1),
        completedAt: at(3),
      },
      {
        notificationId: created.notificationId,
        institutionId,
        deliveryChannel: 'email',
        status: 'completed',
        dispatchedAt: out,
        acknowledgedAt: at(2),
        completedAt: at(5),
      },
      {
        notificationId: created.notificationId,
        institutionId,
        deliveryChannel: 'email',
        status: 'sent',
        dispatchedAt: out,
        acknowledgedAt: at(4),
      },
      // Not gone out yet, or not answered: not counted.
      {
        notificationId: created.notificationId,
        institutionId,
        deliveryChannel: 'email',
        status: 'sent',
        dispatchedAt: out,
      },
      { notificationId: created.notificationId, institutionId, deliveryChannel: 'email', status: 'pending' },
    ]);
    const res = await t.as(admin, { method: 'GET', url: '/api/admin/institutions' });
    expect(res.statusCode).toBe(200);
    expect(adminInstitutionListSchema.safeParse(res.json()).error).toBeUndefined();
    const mine = res
      .json<{ items: { institutionId: string; responseTimes: unknown }[] }>()
      .items.find((i) => i.institutionId === institutionId)!;
    expect(mine.responseTimes).toEqual({
      acknowledge: { medianDays: 2, count: 3 },
      complete: { medianDays: 4, count: 2 },
    });
    // An organisation nobody answered yet has no median.
    const never = res
      .json<{ items: { name: string; responseTimes: unknown }[] }>()
      .items.find((i) => i.name === 'Rabobank')!;
    expect(never.responseTimes).toEqual({
      acknowledge: { medianDays: null, count: 0 },
      complete: { medianDays: null, count: 0 },
    });
  });
});
