import { and, eq, sql } from 'drizzle-orm';
import type { WebhookDelivery } from '@estate/domain';
import { webhookDeliveries } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { deliverClaimed, type DeliveryContext } from './deliver-message.js';
import { requireEndpoint, type EndpointOwner } from './endpoint-answers.js';
import { getDelivery } from './list-deliveries.js';
import { WEBHOOK_LEASE_MS } from './worker.js';

export const RESEND_TEXTS = {
  notFound: 'Delivery not found',
  disabled: 'This endpoint is turned off. Turn it on before resending.',
  busy: 'This message is being sent right now. Try again in a moment.',
} as const;

/**
 * Sends a message again now, by hand (decision 089): a new attempt with the same `webhook-id`,
 * signed afresh, logged as a resend. It takes the message's claim as the worker does, so it is
 * never sent by both at once (409 while a worker holds it). A resend that fails leaves the message
 * as it was (its retries go on, or it stays failed); one that succeeds marks it delivered.
 */
export async function resendDelivery(
  ctx: DeliveryContext,
  owner: EndpointOwner,
  by: { userId: string },
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const endpoint = await requireEndpoint(ctx.db, owner, endpointId);
  const claim = await ctx.db.transaction(async (tx) => {
    const [delivery] = await tx
      .select({
        status: webhookDeliveries.status,
        held: sql<boolean>`${webhookDeliveries.claimedAt} > now() - (${WEBHOOK_LEASE_MS} * interval '1 millisecond')`,
      })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)))
      .for('update');
    if (!delivery) throw notFound(RESEND_TEXTS.notFound);
    if (!endpoint.enabled) throw new AppError('CONFLICT', RESEND_TEXTS.disabled);
    if (delivery.status === 'sending' && delivery.held) throw new AppError('CONFLICT', RESEND_TEXTS.busy);
    const [claimed] = await tx
      .update(webhookDeliveries)
      .set({ status: 'sending', attempts: sql`${webhookDeliveries.attempts} + 1`, claimedAt: sql`now()` })
      .where(eq(webhookDeliveries.id, deliveryId))
      .returning({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts });
    // A message whose worker died mid-send is `sending` with a lapsed lease: it goes back to waiting.
    const restore = delivery.status === 'sending' ? ('pending' as const) : delivery.status;
    return { ...claimed!, restore };
  });
  await deliverClaimed(
    ctx,
    { id: claim.id, attempts: claim.attempts },
    { by: by.userId, restore: claim.restore },
  );
  return (await getDelivery(ctx.db, endpoint.id, deliveryId))!;
}
