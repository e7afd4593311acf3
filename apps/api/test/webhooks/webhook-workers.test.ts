import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { webhookAttempts, webhookDeliveries } from '../../src/db/schema.js';
import { enqueueWebhookEvent } from '../../src/services/webhooks/enqueue-webhook-event.js';
import { build } from '../helper.js';
import { idOf } from '../notifyflow-helpers.js';
import { makeDue, orgAdmin, register, startReceiver, verified, workerOn } from './webhook-helpers.js';

/**
 * Decision 089: one attempt at a time per message, however many workers share the table. Two
 * WebhookWorker instances tick at once on the same database (on PostgreSQL each with a pool of its
 * own, as two processes would have) against a receiver that is slow to answer and refuses each
 * message's first attempt: each message reaches it exactly twice (one refused attempt, one
 * accepted), and the log holds exactly those attempts.
 */
const t = await build({ WEBHOOKS_ALLOW_LOOPBACK: 'true' });
const admin = await orgAdmin(t, 'TSB');

const counts = new Map<string, number>();
const receiver = await startReceiver(async (r) => {
  const id = r.headers['webhook-id']!;
  const n = (counts.get(id) ?? 0) + 1;
  counts.set(id, n);
  await new Promise((resolve) => setTimeout(resolve, 15));
  return n === 1 ? 500 : 200;
});

const second = t.database.url
  ? await openDatabase({ databaseUrl: t.database.url, dataDir: 'unused', onIdleClientError: () => {} })
  : null;
afterAll(async () => {
  await second?.close();
});

describe('two workers on one database', () => {
  it('each message is received exactly once per attempt', async () => {
    const endpoint = await register(t, admin, receiver.url('/both'));
    // More than two batches (50 each), so both workers claim some.
    const MESSAGES = 120;
    for (let i = 0; i < MESSAGES; i++)
      await enqueueWebhookEvent(t.deps.db, {
        institutionId: idOf('TSB'),
        type: 'notification.created',
        data: { notificationId: randomUUID(), referenceCode: `NF-TWO${String(i).padStart(3, '0')}` },
      });
    const a = workerOn(t);
    const b = workerOn(t, second?.db ?? t.deps.db);
    const done = { a: 0, b: 0 };
    for (let round = 0; round < 20; round++) {
      const [na, nb] = await Promise.all([a.tick(), b.tick()]);
      done.a += na;
      done.b += nb;
      if (na + nb === 0) {
        const left = await t.deps.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.status, 'pending'));
        if (!left.length) break;
        await makeDue(t.deps.db);
      }
    }
    expect(done.a + done.b).toBe(2 * MESSAGES);
    // Both took part: the rows were shared out, not sent twice.
    if (second) expect(Math.min(done.a, done.b)).toBeGreaterThan(0);

    expect(counts.size).toBe(MESSAGES);
    for (const [id, n] of counts) expect(n, id).toBe(2);
    for (const r of receiver.received) verified(endpoint.secret, r);

    const deliveries = await t.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(deliveries).toHaveLength(MESSAGES);
    for (const d of deliveries) {
      expect(d).toMatchObject({ status: 'succeeded', attempts: 2 });
      const attempts = await t.deps.db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, d.id));
      expect(attempts.map((x) => x.statusCode).sort()).toEqual([200, 500]);
    }
  });
});
