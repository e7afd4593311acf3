import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@estate/domain';
import {
  institutionsNotified,
  outbox,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../src/db/schema.js';
import { enqueueWebhookEvent } from '../../src/services/webhooks/enqueue-webhook-event.js';
import { signResponseToken } from '../../src/services/notifyflow/tokens.js';
import { build } from '../helper.js';
import { idOf, multipart, PDF, PNG, validForm } from '../notifyflow-helpers.js';
import { makeDue, orgAdmin, register, startReceiver, verified, workerOn } from './webhook-helpers.js';

/**
 * Issue 44, decision 089: an organisation's admins register webhook endpoints; NotifyFlow's events
 * reach them signed as Standard Webhooks says, retried with back-off, logged, resent by hand; an
 * endpoint failing for a day is turned off and its admins emailed. Loopback is allowed here (the
 * receiver is on 127.0.0.1); webhook-addresses.test.ts holds the rules without it.
 */
const t = await build({ WEBHOOKS_ALLOW_LOOPBACK: 'true' });
const db = t.deps.db;
const anzAdmin = await orgAdmin(t, 'ANZ');
const asbAdmin = await orgAdmin(t, 'ASB');
const westpacAdmin = await orgAdmin(t, 'Westpac');
const requester = await t.signUp({ role: 'notifyflow', name: 'Aroha Wilson' });

// /flaky answers 500 twice per message, then 200; /down always 503; anything else 200.
const seen = new Map<string, number>();
const receiver = await startReceiver((r) => {
  if (r.path === '/down') return 503;
  if (r.path !== '/flaky') return 200;
  const id = r.headers['webhook-id']!;
  const n = (seen.get(id) ?? 0) + 1;
  seen.set(id, n);
  return n <= 2 ? 500 : 200;
});
const worker = workerOn(t);

const deliveriesOf = async (admin = anzAdmin, endpointId: string) => {
  const res = await t.as(admin, { method: 'GET', url: `/api/org/webhooks/${endpointId}/deliveries` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: WebhookDelivery[] }>().items;
};

/** A notification to ANZ and ASB (the form's second organisation changed), as a family sends it. */
async function notify() {
  const form = validForm({
    institutionName: '',
    selectedInstitutions: [
      { institutionId: idOf('ANZ'), accountReference: '01-0102-0123456-00' },
      { institutionId: idOf('ASB') },
    ],
  });
  const res = await t.as(requester, {
    method: 'POST',
    url: '/api/notifications',
    ...multipart(form, [{ name: 'death-certificate.pdf', data: PDF }]),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { notificationId, referenceCode } = res.json<{ notificationId: string; referenceCode: string }>();
  const rows = await db
    .select()
    .from(institutionsNotified)
    .where(eq(institutionsNotified.notificationId, notificationId));
  return {
    referenceCode,
    anz: rows.find((r) => r.institutionId === idOf('ANZ'))!,
    asb: rows.find((r) => r.institutionId === idOf('ASB'))!,
  };
}

describe('registering endpoints', () => {
  it('answers the secret once; a replay of the same Idempotency-Key answers the endpoint without it', async () => {
    const key = randomUUID();
    const send = () =>
      t.as(westpacAdmin, {
        method: 'POST',
        url: '/api/org/webhooks',
        headers: { 'idempotency-key': key },
        payload: { url: receiver.url('/westpac'), description: 'Queue', events: ['notification.created'] },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<WebhookEndpoint & { secret: string }>();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created).toMatchObject({ enabled: true, events: ['notification.created'], description: 'Queue' });
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ ...created, secret: undefined });
    expect(JSON.stringify(again.json())).not.toContain('whsec_');
    // Sealed at rest: the database holds no secret in clear.
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id));
    expect(row!.secret).not.toContain(created.secret.slice(6));
    const list = await t.as(westpacAdmin, { method: 'GET', url: '/api/org/webhooks' });
    expect(list.json<{ items: WebhookEndpoint[] }>().items.map((e) => e.id)).toEqual([created.id]);
    expect(list.body).not.toContain('whsec_');
  });

  it('bad input is a 400 naming the field', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.as(westpacAdmin, { method: 'POST', url: '/api/org/webhooks', payload });
    const cases: [Record<string, unknown>, string][] = [
      [{ events: ['notification.created'] }, 'url'],
      [{ url: 'not a url', events: ['notification.created'] }, 'url'],
      [{ url: 'ftp://hooks.example.nz/x', events: ['notification.created'] }, 'url'],
      [{ url: receiver.url(), events: [] }, 'events'],
      [{ url: receiver.url(), events: ['estate.created'] }, 'events.0'],
      [{ url: receiver.url(), events: 'notification.created' }, 'events'],
      [
        { url: receiver.url(), events: ['notification.created'], description: 'x'.repeat(501) },
        'description',
      ],
      [{ url: 'http://10.0.0.1/hook', events: ['notification.created'] }, 'url'],
      [{ url: 'http://169.254.169.254/latest/meta-data', events: ['notification.created'] }, 'url'],
      [{ url: 'http://[fd00::1]/hook', events: ['notification.created'] }, 'url'],
      [{ url: 'http://[::ffff:10.1.2.3]/hook', events: ['notification.created'] }, 'url'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toContain(field);
    }
    const patch = await t.as(westpacAdmin, {
      method: 'PATCH',
      url: `/api/org/webhooks/${(await register(t, westpacAdmin, receiver.url('/w2'))).id}`,
      payload: { url: 'http://192.168.1.10/hook' },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json<{ issues: { path: string }[] }>().issues[0]!.path).toBe('url');
    // A change is made against the version it was read at (decision 060): 428 without, 412 stale.
    const made = await register(t, westpacAdmin, receiver.url('/w3'));
    const change = (headers: Record<string, string>) =>
      t.as(westpacAdmin, {
        method: 'PATCH',
        url: `/api/org/webhooks/${made.id}`,
        headers,
        payload: { description: 'Case system' },
      });
    expect((await change({})).statusCode).toBe(428);
    const first = await change({ 'if-match': `"${made.version}"` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<WebhookEndpoint>()).toMatchObject({
      description: 'Case system',
      version: made.version + 1,
    });
    const stale = await change({ 'if-match': `"${made.version}"` });
    expect(stale.statusCode).toBe(412);
    expect(stale.json<{ current: WebhookEndpoint }>().current.version).toBe(made.version + 1);
  });

  it("another organisation's endpoint is 404 to every route; a member who is not an admin is 403", async () => {
    const theirs = await register(t, westpacAdmin, receiver.url('/theirs'));
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({
        endpointId: theirs.id,
        messageId: 'msg_theirs',
        eventType: 'notification.created',
        payload: {},
        status: 'failed',
      })
      .returning();
    const base = `/api/org/webhooks/${theirs.id}`;
    for (const [method, url, payload] of [
      ['PATCH', base, { enabled: false }],
      ['DELETE', base, undefined],
      ['POST', `${base}/rotate-secret`, undefined],
      ['GET', `${base}/deliveries`, undefined],
      ['POST', `${base}/deliveries/${delivery!.id}/resend`, undefined],
    ] as const) {
      const res = await t.as(asbAdmin, { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await t.as(asbAdmin, { method: 'GET', url: '/api/org/webhooks' });
    expect(list.body).not.toContain(theirs.id);

    const member = await t.signUp({ role: 'notifyflow' });
    await db.execute(
      sql`INSERT INTO organisation_members (institution_id, email, role) VALUES (${idOf('Westpac')}, ${member.email.toLowerCase()}, 'member')`,
    );
    expect((await t.as(member, { method: 'GET', url: '/api/org/webhooks' })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/org/webhooks' })).statusCode).toBe(401);
  });
});

describe('delivering NotifyFlow events', () => {
  it('a notification reaches the endpoint signed; two failures are retried with back-off, then one success; resend repeats the webhook-id', async () => {
    const endpoint = await register(t, anzAdmin, receiver.url('/flaky'));
    const { referenceCode, anz } = await notify();
    const [queued] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(queued).toMatchObject({ status: 'pending', eventType: 'notification.created' });

    expect(await worker.tick()).toBe(1);
    let [log] = await deliveriesOf(anzAdmin, endpoint.id);
    expect(log!.status).toBe('pending');
    // The first retry is 30 seconds on.
    const wait = Date.parse(log!.nextAttemptAt!) - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThanOrEqual(31_000);
    expect(await worker.tick()).toBe(0);
    await makeDue(db);
    expect(await worker.tick()).toBe(1);
    await makeDue(db);
    expect(await worker.tick()).toBe(1);
    await makeDue(db);
    expect(await worker.tick()).toBe(0);

    const mine = receiver.received.filter((r) => r.path === '/flaky');
    expect(mine).toHaveLength(3);
    expect(new Set(mine.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const r of mine) {
      const payload = verified(endpoint.secret, r) as { type: string; data: Record<string, unknown> };
      expect(payload).toMatchObject({
        type: 'notification.created',
        data: {
          notificationId: anz.id,
          referenceCode,
          deceasedName: 'Margaret Wilson',
          accountReference: '01-0102-0123456-00',
        },
      });
      expect(r.headers['content-type']).toBe('application/json');
      // Nothing of the other organisation's row, nor of the family beyond what the API shows.
      expect(r.body).not.toContain('aroha@example.nz');
    }

    [log] = await deliveriesOf(anzAdmin, endpoint.id);
    expect(log!.status).toBe('succeeded');
    expect(log!.attempts.map((a) => a.statusCode)).toEqual([200, 500, 500]);
    expect(log!.attempts.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of log!.attempts) expect(a.durationMs).toBeGreaterThanOrEqual(0);

    const resent = await t.as(anzAdmin, {
      method: 'POST',
      url: `/api/org/webhooks/${endpoint.id}/deliveries/${log!.id}/resend`,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const after = resent.json<WebhookDelivery>();
    expect(after.attempts).toHaveLength(4);
    expect(after.attempts[0]).toMatchObject({ statusCode: 200, resent: true });
    const all = receiver.received.filter((r) => r.path === '/flaky');
    expect(all).toHaveLength(4);
    expect(all[3]!.headers['webhook-id']).toBe(mine[0]!.headers['webhook-id']);
    verified(endpoint.secret, all[3]!);
  });

  it("the family's reply and its document reach the organisation's endpoint; nothing reaches another organisation's", async () => {
    const anzHook = await register(t, anzAdmin, receiver.url('/anz-replies'));
    const asbHook = await register(t, asbAdmin, receiver.url('/asb'), ['notification.reply_added']);
    const { referenceCode, anz } = await notify();
    const token = signResponseToken(t.deps.config.authSecret, anz.id);
    const asked = await t.inject({
      method: 'POST',
      url: `/api/respond/${token}`,
      payload: { action: 'need_info', message: 'Please send the grant.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const replied = await t.as(requester, {
      method: 'POST',
      url: `/api/notifications/${referenceCode}/institutions/${anz.id}/replies`,
      ...multipart({ message: 'The grant is attached.', idempotencyKey: randomUUID() }, [
        { name: 'grant.png', data: PNG, type: 'image/png' },
      ]),
    });
    expect(replied.statusCode, replied.body).toBe(201);
    while ((await worker.tick()) > 0);
    const got = receiver.received
      .filter((r) => r.path === '/anz-replies')
      .map((r) => verified(anzHook.secret, r) as { type: string; data: Record<string, unknown> });
    expect(got.map((p) => p.type).sort()).toEqual([
      'notification.created',
      'notification.document_added',
      'notification.reply_added',
    ]);
    expect(got.find((p) => p.type === 'notification.reply_added')!.data).toMatchObject({
      notificationId: anz.id,
      referenceCode,
      reply: { message: 'The grant is attached.', documents: 1 },
    });
    expect(got.find((p) => p.type === 'notification.document_added')!.data).toMatchObject({
      notificationId: anz.id,
      referenceCode,
      document: {
        fileName: 'grant.png',
        url: expect.stringMatching(`^/api/org/v1/notifications/${anz.id}/documents/`),
      },
    });
    // ASB subscribed to replies only, and the reply was to ANZ.
    const asbLog = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, asbHook.id));
    expect(asbLog).toEqual([]);
  });

  it('a URL that now points at a private address is refused at delivery: the attempt is logged, nothing is sent', async () => {
    const endpoint = await register(t, anzAdmin, receiver.url('/moved'));
    await db
      .update(webhookEndpoints)
      .set({ url: 'http://10.0.0.1/hook' })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const before = receiver.received.length;
    await enqueueWebhookEvent(db, {
      institutionId: idOf('ANZ'),
      type: 'notification.created',
      data: { notificationId: randomUUID(), referenceCode: 'NF-TEST01' },
    });
    while ((await worker.tick()) > 0);
    const [log] = await deliveriesOf(anzAdmin, endpoint.id);
    expect(log!.attempts).toHaveLength(1);
    expect(log!.attempts[0]).toMatchObject({ statusCode: null });
    expect(log!.attempts[0]!.error).toMatch(/^Refused: url must reach a public address/);
    expect(receiver.received.filter((r) => r.path === '/moved')).toHaveLength(0);
    expect(receiver.received.length).toBeGreaterThanOrEqual(before);
    await t.as(anzAdmin, { method: 'DELETE', url: `/api/org/webhooks/${endpoint.id}` });
  });

  it('after a rotation, messages carry both signatures for 24 hours: each secret verifies; then only the new one', async () => {
    const endpoint = await register(t, westpacAdmin, receiver.url('/rotating'));
    const rotated = await t.as(westpacAdmin, {
      method: 'POST',
      url: `/api/org/webhooks/${endpoint.id}/rotate-secret`,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret, previousSecretUntil } = rotated.json<{ secret: string; previousSecretUntil: string }>();
    expect(secret).not.toBe(endpoint.secret);
    expect(Date.parse(previousSecretUntil) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const event = () =>
      enqueueWebhookEvent(db, {
        institutionId: idOf('Westpac'),
        type: 'notification.created',
        data: { notificationId: randomUUID(), referenceCode: 'NF-ROTATE' },
      });
    await event();
    while ((await worker.tick()) > 0);
    const [first] = receiver.received.filter((r) => r.path === '/rotating');
    expect(first!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    verified(secret, first!);
    verified(endpoint.secret, first!);

    await db
      .update(webhookEndpoints)
      .set({ previousSecretUntil: sql`now() - interval '1 second'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await event();
    while ((await worker.tick()) > 0);
    const second = receiver.received.filter((r) => r.path === '/rotating')[1]!;
    expect(second.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    verified(secret, second);
    expect(() => verified(endpoint.secret, second)).toThrow();
  });

  it('a message still failing three days after its first attempt is given up', async () => {
    const endpoint = await register(t, westpacAdmin, receiver.url('/down'));
    await enqueueWebhookEvent(db, {
      institutionId: idOf('Westpac'),
      type: 'notification.created',
      data: { notificationId: randomUUID(), referenceCode: 'NF-GIVEUP' },
    });
    while ((await worker.tick()) > 0);
    const [delivery] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    await db
      .update(webhookAttempts)
      .set({ attemptedAt: sql`now() - interval '3 days 1 minute'` })
      .where(eq(webhookAttempts.deliveryId, delivery!.id));
    await makeDue(db);
    expect(await worker.tick()).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id));
    expect(after!.status).toBe('failed');
    await t.as(westpacAdmin, { method: 'DELETE', url: `/api/org/webhooks/${endpoint.id}` });
  });

  it('an endpoint failing every attempt for a day is turned off and its admins emailed; turned on, it is clear again', async () => {
    const endpoint = await register(t, asbAdmin, receiver.url('/down'));
    const event = () =>
      enqueueWebhookEvent(db, {
        institutionId: idOf('ASB'),
        type: 'notification.created',
        data: { notificationId: randomUUID(), referenceCode: 'NF-DOWN01' },
      });
    await event();
    while ((await worker.tick()) > 0);
    let [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.enabled).toBe(true);
    expect(row!.failingSince).not.toBeNull();

    await db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '25 hours'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await event();
    await makeDue(db);
    while ((await worker.tick()) > 0);
    [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: 'Every attempt failed for 24 hours.' });
    const waiting = await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, 'pending')));
    expect(waiting).toEqual([]);
    const emails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'webhook-disabled'), eq(outbox.toAddress, asbAdmin.email.toLowerCase())));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.textBody).toContain(`127.0.0.1:`);
    // Turned off, it gets no new messages and is not resent.
    expect(await event()).toBe(0);

    const on = await t.as(asbAdmin, {
      method: 'PATCH',
      url: `/api/org/webhooks/${endpoint.id}`,
      headers: { 'if-match': '*' },
      payload: { enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<WebhookEndpoint>()).toMatchObject({
      enabled: true,
      disabledReason: null,
      failingSince: null,
    });
    const gone = await t.as(asbAdmin, { method: 'DELETE', url: `/api/org/webhooks/${endpoint.id}` });
    expect(gone.statusCode).toBe(204);
    expect(
      await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)),
    ).toEqual([]);
  });
});
