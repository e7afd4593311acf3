import { webhookDeliveries, webhookEndpoints } from '../../../src/db/schema.js';
import { newWebhookSecret, sealSecret } from '../../../src/services/webhooks/secrets.js';
import type { World } from './harness.js';

/**
 * Webhook endpoints of an organisation or a firm, each with one failed message, inserted directly:
 * `endpoint()` one made once and shared by an area's rows, `newEndpoint()` a fresh one (a delete
 * consumes it). Its URL is loopback, which the matrix's app refuses at
 * delivery, so a resend logs a refused attempt and sends nothing.
 */
export function endpointFixtures(
  w: World,
  owner: { institutionId: string } | { firmId: string },
  event: string,
): {
  endpoint: () => Promise<{ id: string; deliveryId: string }>;
  newEndpoint: () => Promise<{ id: string; deliveryId: string }>;
} {
  const db = w.t.database.db;
  async function newEndpoint() {
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        ...owner,
        url: 'https://127.0.0.1:9/matrix',
        events: [event],
        secret: sealSecret(w.t.deps.config.authSecret, newWebhookSecret()),
      })
      .returning({ id: webhookEndpoints.id });
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint!.id,
        messageId: `msg_matrix_${endpoint!.id}`,
        eventType: event,
        payload: { type: event, timestamp: new Date().toISOString(), data: {} },
        status: 'failed',
      })
      .returning({ id: webhookDeliveries.id });
    return { id: endpoint!.id, deliveryId: delivery!.id };
  }
  let shared: Promise<{ id: string; deliveryId: string }> | undefined;
  return { endpoint: () => (shared ??= newEndpoint()), newEndpoint };
}
