import { eq, sql } from 'drizzle-orm';
import {
  FINAL_INSTITUTION_STATUSES,
  INSTITUTION_STATUS_TEXTS,
  canChangeInstitutionStatus,
  type InstitutionResponse,
  type InstitutionStatus,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutionsNotified, notifications } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { inTransaction, type TxScope } from '../../lib/after-commit.js';
import { recordAudit } from '../audit/record-audit.js';
import { announceChange } from './events.js';
import { logNotifyflowCorrespondence } from './log-correspondence.js';
import { RESPONSE_TEXTS } from './view-response-link.js';

/** What moved a notified organisation's row, and who did it. */
export type InstitutionStatusCause =
  /** The outbox worker sent its notification email (the system; no user). */
  | { by: 'email'; outboxId: string }
  /** An admin posted its printed letter. */
  | { by: 'letter'; actorId: string; letterId: string }
  /** An admin set a status by hand, saying why. */
  | { by: 'admin'; actorId: string; status: InstitutionStatus; note: string }
  /** The organisation answered through its response link (no account). */
  | { by: 'organisation'; answer: InstitutionResponse };

export interface InstitutionStatusChanged {
  id: string;
  from: InstitutionStatus;
  to: InstitutionStatus;
  notificationId: string;
  referenceCode: string;
}

const ANSWERED: Record<InstitutionResponse['action'], InstitutionStatus> = {
  acknowledge: 'sent',
  complete: 'completed',
  need_info: 'failed',
};

/** The audit action each cause writes, all on entity `institutions_notified` (its trail). */
export const STATUS_AUDIT_ACTIONS = {
  email: 'institution_notified.email_sent',
  letter: 'institution_notified.letter_posted',
  admin: 'institution_notified.status_changed',
  organisation: 'institution.responded',
} as const satisfies Record<InstitutionStatusCause['by'], string>;

/**
 * THE way a notified organisation's status changes (decision 015). In the caller's transaction:
 * locks the row, decides the new status from the cause and the allowed transitions, sets it with
 * the sent date (the first time the row leaves pending, or is delivered) and the answer fields,
 * writes one audit event, logs a dispatch or an answer in the estate's Correspondence (when the
 * notification has an estate), and announces the change to open status pages after the commit.
 *
 * - Delivery (`email`, `letter`) moves only a pending row to sent; a row already answered or set by
 *   an admin keeps its status, but gets its sent date.
 * - `admin` may set any status the domain's transitions allow; going back to pending is refused
 *   (400 naming `status`).
 * - `organisation`: once it answered completed or failed, the link is spent (410).
 *
 * Answers null only for an email whose row no longer exists (its notification was deleted), so
 * the worker still records the email as sent.
 */
export async function changeInstitutionStatus(
  { tx, afterCommit }: TxScope,
  id: string,
  cause: InstitutionStatusCause,
): Promise<InstitutionStatusChanged | null> {
  const [row] = await tx
    .select({
      status: institutionsNotified.status,
      notificationId: institutionsNotified.notificationId,
      referenceCode: notifications.referenceCode,
    })
    .from(institutionsNotified)
    .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
    .where(eq(institutionsNotified.id, id))
    .for('update', { of: institutionsNotified });
  if (!row) {
    if (cause.by === 'email') return null;
    throw cause.by === 'organisation'
      ? new AppError('NOT_FOUND', RESPONSE_TEXTS.invalid)
      : notFound('Not found');
  }
  const from = row.status;
  const to = targetOf(from, cause);

  await tx
    .update(institutionsNotified)
    .set({
      status: to,
      // Pending means not delivered: its sent date stays as it was. Any other status has one.
      ...(to === 'pending' ? {} : { sentDate: sql`coalesce(${institutionsNotified.sentDate}, now())` }),
      ...(cause.by === 'organisation'
        ? {
            responseReceived: true,
            respondedAt: new Date(),
            responseMessage: cause.answer.message || null,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(institutionsNotified.id, id));

  await recordAudit(tx, {
    actorId: cause.by === 'admin' || cause.by === 'letter' ? cause.actorId : null,
    action: STATUS_AUDIT_ACTIONS[cause.by],
    entityType: 'institutions_notified',
    entityId: id,
    data: { from, to, ...detailOf(cause) },
  });
  // The estate's Correspondence logs the dispatch and the answer (an admin's setting is not one).
  if (cause.by === 'email' || cause.by === 'letter')
    await logNotifyflowCorrespondence(tx, id, { kind: 'dispatched', by: cause.by });
  else if (cause.by === 'organisation')
    await logNotifyflowCorrespondence(tx, id, { kind: 'answered', answer: cause.answer });

  afterCommit(() => announceChange(row.referenceCode));
  return { id, from, to, notificationId: row.notificationId, referenceCode: row.referenceCode };
}

function targetOf(from: InstitutionStatus, cause: InstitutionStatusCause): InstitutionStatus {
  switch (cause.by) {
    case 'email':
    case 'letter':
      return from === 'pending' ? 'sent' : from;
    case 'organisation':
      if (FINAL_INSTITUTION_STATUSES.includes(from)) throw new AppError('GONE', RESPONSE_TEXTS.used);
      return ANSWERED[cause.answer.action];
    case 'admin':
      if (!canChangeInstitutionStatus(from, cause.status)) {
        const message =
          cause.status === 'pending'
            ? INSTITUTION_STATUS_TEXTS.backToPending
            : `A notification that is ${from} cannot be set to ${cause.status}.`;
        throw new AppError('VALIDATION', message, [{ path: 'status', message }]);
      }
      return cause.status;
  }
}

function detailOf(cause: InstitutionStatusCause): Record<string, unknown> {
  switch (cause.by) {
    case 'email':
      return { outboxId: cause.outboxId };
    case 'letter':
      return { letterId: cause.letterId };
    case 'admin':
      return { note: cause.note };
    case 'organisation':
      return { action: cause.answer.action, message: cause.answer.message || null };
  }
}

/** The same, in a transaction of its own: for a change that is the whole request (an admin's). */
export async function setInstitutionStatus(
  db: Db,
  id: string,
  cause: InstitutionStatusCause,
): Promise<InstitutionStatusChanged | null> {
  return inTransaction(db, (scope) => changeInstitutionStatus(scope, id, cause));
}
