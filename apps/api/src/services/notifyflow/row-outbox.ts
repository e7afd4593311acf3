import { and, desc, eq, inArray } from 'drizzle-orm';
import { OUTBOX_STATES, type OutboxState, type RowOutbox } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import { INSTITUTION_EMAIL_KIND } from './outbox-hooks.js';

const isState = (s: string): s is OutboxState => (OUTBOX_STATES as readonly string[]).includes(s);

/**
 * For admins (decision 073): each row's notification email as the outbox has it (its newest, should
 * there be more), keyed by the row's id. Rows told by letter have none. One query, by the index on
 * `outbox.institutions_notified_id`.
 */
export async function outboxOfRows(db: Db, rowIds: readonly string[]): Promise<Map<string, RowOutbox>> {
  if (rowIds.length === 0) return new Map();
  const emails = await db
    .selectDistinctOn([outbox.institutionsNotifiedId], {
      rowId: outbox.institutionsNotifiedId,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      nextAttemptAt: outbox.nextAttemptAt,
    })
    .from(outbox)
    .where(and(inArray(outbox.institutionsNotifiedId, [...rowIds]), eq(outbox.kind, INSTITUTION_EMAIL_KIND)))
    .orderBy(outbox.institutionsNotifiedId, desc(outbox.createdAt));
  const found = new Map<string, RowOutbox>();
  for (const e of emails) {
    if (!e.rowId) continue;
    const state = isState(e.status) ? e.status : 'pending';
    found.set(e.rowId, {
      state,
      attempts: e.attempts,
      lastError: e.lastError,
      // Only a waiting email has a next try.
      nextAttemptAt: state === 'pending' ? e.nextAttemptAt.toISOString() : null,
    });
  }
  return found;
}
