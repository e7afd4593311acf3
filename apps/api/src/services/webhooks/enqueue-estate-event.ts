import { eq } from 'drizzle-orm';
import type { FirmWebhookEventType } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { estates } from '../../db/schema.js';
import { enqueueWebhookEvent } from './enqueue-webhook-event.js';

/**
 * Queues a law firm's event about one of its estates (issue 44, decision 090 "Firm keys"): a task
 * completed, a document added, a distribution paid, an organisation's answer. Call it in the
 * transaction of the change; nothing is queued when the estate is no firm's matter or the firm has
 * no endpoint subscribed. `data` holds ids and what the firm's key may read anyway; the estate's id
 * and file number are added.
 */
export async function enqueueEstateEvent(
  tx: Db | Tx,
  estateId: string,
  type: FirmWebhookEventType,
  data: Record<string, unknown>,
): Promise<number> {
  const [estate] = await tx
    .select({ firmId: estates.firmId, fileNumber: estates.fileNumber })
    .from(estates)
    .where(eq(estates.id, estateId));
  if (!estate?.firmId) return 0;
  return enqueueWebhookEvent(tx, {
    firmId: estate.firmId,
    type,
    data: { estateId, fileNumber: estate.fileNumber, ...data },
  });
}
