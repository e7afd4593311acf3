import type { Db, Tx } from '../../db/client.js';
import { publishChange } from '../events/change-feed.js';

/**
 * An email was queued, sent or failed: the admin Outbox page shows it without a reload (admins
 * only hear it: services/access/events.ts). In the transaction that made the change, so it is
 * announced exactly when it is committed.
 */
export function publishOutboxChange(db: Db | Tx, outboxId: string | null): Promise<void> {
  return publishChange(db, { kind: 'outbox', estateId: null, id: outboxId, action: 'updated' });
}
