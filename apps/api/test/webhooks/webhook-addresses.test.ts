import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../src/db/schema.js';
import { addressVerdict } from '../../src/services/webhooks/address-guard.js';
import { enqueueWebhookEvent } from '../../src/services/webhooks/enqueue-webhook-event.js';
import { newWebhookSecret, sealSecret } from '../../src/services/webhooks/secrets.js';
import { build } from '../helper.js';
import { idOf } from '../notifyflow-helpers.js';
import { orgAdmin, startReceiver, workerOn } from './webhook-helpers.js';

/**
 * Decision 089: webhooks never reach private, loopback, link-local and other internal addresses
 * (SSRF), checked when an endpoint is registered and again at every delivery; plain http only where
 * loopback is allowed (tests). This app runs as production does: WEBHOOKS_ALLOW_LOOPBACK unset.
 */
const t = await build();
const admin = await orgAdmin(t, 'Kiwibank');

describe('which addresses a webhook may reach', () => {
  it('refuses private, loopback, link-local, unique-local, multicast and unspecified, IPv4 and IPv6', () => {
    const refused = [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      'fe80::1',
      'fd00::1',
      'fc00::abcd',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
    ];
    for (const address of refused) expect(addressVerdict(address), address).toBe('private');
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])
      expect(addressVerdict(address), address).toBe('loopback');
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '172.32.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
    ])
      expect(addressVerdict(address), address).toBe('public');
    expect(addressVerdict('not an address')).toBe('private');
  });

  it('refuses them when an endpoint is registered: 400 naming url (and http without loopback allowed)', async () => {
    for (const url of [
      'http://10.0.0.1/hook',
      'https://10.0.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'http://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'http://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://localhost/hook',
      'https://0.0.0.0/hook',
      'http://127.0.0.1:8080/hook',
      'https://2130706433/hook',
      'https://user:pass@93.184.215.14/hook',
    ]) {
      const res = await t.as(admin, {
        method: 'POST',
        url: '/api/org/webhooks',
        payload: { url, events: ['notification.created'] },
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toEqual(['url']);
    }
    expect(await t.deps.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('refuses them again at delivery: the attempt is logged as failed with the reason, and no request is sent', async () => {
    const receiver = await startReceiver();
    // Registered where loopback was allowed (a test database), delivered where it is not.
    const [endpoint] = await t.deps.db
      .insert(webhookEndpoints)
      .values({
        institutionId: idOf('Kiwibank'),
        url: receiver.url('/hook'),
        events: ['notification.created'],
        secret: sealSecret(t.deps.config.authSecret, newWebhookSecret()),
      })
      .returning();
    await enqueueWebhookEvent(t.deps.db, {
      institutionId: idOf('Kiwibank'),
      type: 'notification.created',
      data: { notificationId: randomUUID(), referenceCode: 'NF-SSRF01' },
    });
    expect(await workerOn(t, t.deps.db, false).tick()).toBe(1);
    expect(receiver.received).toEqual([]);
    const [delivery] = await t.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    const attempts = await t.deps.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery!.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.statusCode).toBeNull();
    expect(attempts[0]!.error).toMatch(/^Refused: url must start with https:\/\//);

    // Over https too: the address is refused before anything is sent.
    await t.deps.db
      .update(webhookEndpoints)
      .set({ url: receiver.url('/hook').replace('http:', 'https:') })
      .where(eq(webhookEndpoints.id, endpoint!.id));
    await t.deps.db.update(webhookDeliveries).set({ nextAttemptAt: new Date() });
    expect(await workerOn(t, t.deps.db, false).tick()).toBe(1);
    const [latest] = await t.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery!.id));
    expect(latest!.lastError).toMatch(/^Refused: url must reach a public address/);
    expect(receiver.received).toEqual([]);
  });
});
