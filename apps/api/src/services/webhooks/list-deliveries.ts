import { desc, eq, inArray } from 'drizzle-orm';
import type { WebhookDelivery } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries } from '../../db/schema.js';
import { deliveryAnswer, requireEndpoint, type EndpointOwner } from './endpoint-answers.js';

/** An endpoint's delivery log: its messages, newest first, each with every attempt, newest first. */
export async function listDeliveries(
  db: Db,
  owner: EndpointOwner,
  endpointId: string,
  query: { limit: number },
): Promise<{ items: WebhookDelivery[] }> {
  const endpoint = await requireEndpoint(db, owner, endpointId);
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.limit);
  const attempts = deliveries.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            deliveries.map((d) => d.id),
          ),
        )
        .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id))
    : [];
  return {
    items: deliveries.map((d) =>
      deliveryAnswer(
        d,
        attempts.filter((a) => a.deliveryId === d.id),
      ),
    ),
  };
}

/** One message of the endpoint's log with its attempts; 404 for another endpoint's. */
export async function getDelivery(db: Db, endpointId: string, deliveryId: string) {
  const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  if (!delivery || delivery.endpointId !== endpointId) return null;
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, delivery.id))
    .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id));
  return deliveryAnswer(delivery, attempts);
}
