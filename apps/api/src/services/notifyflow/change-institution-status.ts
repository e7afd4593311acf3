import { eq, sql } from 'drizzle-orm';
import {
  type AnswerKind,
  type IfMatch,
  deriveNotificationStatus,
  FINAL_INSTITUTION_STATUSES,
  INSTITUTION_STATUS_TEXTS,
  canChangeInstitutionStatus,
  type InstitutionResponse,
  type InstitutionStatus,
  type NotificationOverallStatus,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutionsNotified, notifications } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { inTransaction, type TxScope } from '../../lib/after-commit.js';
import { requireVersion } from '../../lib/versions.js';
import { lastChangeOf } from '../audit/last-change.js';
import { recordAudit } from '../audit/record-audit.js';
import { logNotifyflowCorrespondence } from './log-correspondence.js';
import { tickNotifyTaskIfDone } from './tick-notify-task.js';
import { STATUS_AUDIT_ACTIONS } from './status-audit-actions.js';
import { RESPONSE_TEXTS } from './view-response-link.js';
import { publishChange } from '../events/change-feed.js';
import { enqueueEstateEvent } from '../webhooks/enqueue-estate-event.js';

/** What moved a notified organisation's row, and who did it. */
export type InstitutionStatusCause =
  /** The outbox worker sent its notification email (the system; no user). */
  | { by: 'email'; outboxId: string }
  /** An admin posted its printed letter. */
  | { by: 'letter'; actorId: string; letterId: string }
  /** An admin set a status by hand, saying why, on the version of the row they read (decision 060). */
  | { by: 'admin'; actorId: string; status: InstitutionStatus; note: string; expected: IfMatch }
  /**
   * The organisation answered: through its response link (no account), or with a structured answer
   * from its inbox or API (`structured`, issue 44), which may also answer a row waiting on the family
   * (it got what it needed another way) but never one it completed.
   */
  | {
      by: 'organisation';
      answer: InstitutionResponse;
      structured?: { answerId: string; kind: AnswerKind; via: 'inbox' | 'api' };
    }
  /** The family (the requester) replied to an organisation that asked for more: it waits on it again. */
  | { by: 'family'; actorId: string; replyId: string; message: string };

export interface InstitutionStatusChanged {
  id: string;
  from: InstitutionStatus;
  to: InstitutionStatus;
  notificationId: string;
  referenceCode: string;
  /** The notification's own status after the change (domain `deriveNotificationStatus`). */
  notificationStatus: NotificationOverallStatus;
  /** The row's version after the change. */
  version: number;
}

const ANSWERED: Record<InstitutionResponse['action'], InstitutionStatus> = {
  acknowledge: 'sent',
  complete: 'completed',
  need_info: 'failed',
};

/** Why a structured answer is refused: the organisation already completed this notification (409). */
export const CLOSED_TO_ANSWERS =
  'This notification is already completed: it takes no more answers. Contact NZ Estate Platform to reopen it.';

/** Why a family reply is refused: the organisation has not asked for anything (409). */
export const NOT_WAITING_FOR_FAMILY =
  'This organisation is not waiting for a reply from you: you can reply once it asks for more information.';

export { STATUS_AUDIT_ACTIONS } from './status-audit-actions.js';
// Every cause has its action (status-audit-actions.ts cannot name the causes without a circle).
STATUS_AUDIT_ACTIONS satisfies Record<InstitutionStatusCause['by'], string>;

/** The trail's events that change a row (its reminders and views do not). */
const STATUS_CHANGES = Object.values(STATUS_AUDIT_ACTIONS);

/**
 * THE way a notified organisation's status changes (decision 015). In the caller's transaction:
 * locks the row, decides the new status from the cause and the allowed transitions, sets it with
 * its times (below) and the answer fields, derives the notification's status again,
 * writes one audit event, logs a dispatch or an answer in the estate's Correspondence (when the
 * notification has an estate), and announces the change to open status pages after the commit.
 *
 * - Delivery (`email`, `letter`) moves only a pending row to sent; a row already answered or set by
 *   an admin keeps its status, but gets its sent date.
 * - `admin` may set any status the domain's transitions allow; going back to pending is refused
 *   (400 naming `status`).
 * - `organisation`: once it answered completed or failed, the link is spent (410) — until the
 *   family replies to a "need more information" (`family`: failed → sent), when it may answer again.
 * - `family`: only a row in `failed` (the organisation is waiting on the family) takes a reply (409).
 *
 * The times (issue 18): `dispatchedAt` and `sentDate` are when it actually went out — the email
 * accepted by the mail server, the letter posted, or an admin setting `sent` by hand (it went out
 * some other way). An answer never sets them: the organisation acknowledging is not the sending,
 * and a row answered before its dispatch was recorded (a slow outbox) gets its sent date when the
 * email goes out; a row an admin completes without it ever being sent keeps none ("not recorded").
 * `acknowledgedAt` is the first answer of any kind (completing or asking for more implies
 * receipt), `completedAt` when it completed (by its link or an admin), `infoRequestedAt` the
 * latest "need more information". The notification's own status is derived again from all its
 * rows, under the notification's lock, so two rows changing at once cannot both miss the other.
 *
 * Answers null only for an email whose row no longer exists (its notification was deleted), so
 * the worker still records the email as sent.
 */
export async function changeInstitutionStatus(
  { tx }: TxScope,
  id: string,
  cause: InstitutionStatusCause,
): Promise<InstitutionStatusChanged | null> {
  const [row] = await tx
    .select({
      status: institutionsNotified.status,
      version: institutionsNotified.version,
      notificationId: institutionsNotified.notificationId,
      referenceCode: notifications.referenceCode,
      estateId: notifications.estateId,
    })
    .from(institutionsNotified)
    .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
    .where(eq(institutionsNotified.id, id))
    .for('update', { of: [institutionsNotified, notifications] });
  if (!row) {
    if (cause.by === 'email') return null;
    throw cause.by === 'organisation'
      ? new AppError('NOT_FOUND', RESPONSE_TEXTS.invalid)
      : notFound('Not found');
  }
  // An admin's change is made against the version they read: 428, 400 or 412 before the rules.
  if (cause.by === 'admin')
    await requireVersion(cause.expected, row.version, async () => ({
      current: { id, status: row.status, version: row.version },
      ...(await lastChangeOf(tx, 'institutions_notified', id, STATUS_CHANGES)),
    }));
  const from = row.status;
  const to = targetOf(from, cause);
  const now = new Date();
  const dispatched =
    cause.by === 'email' || cause.by === 'letter' || (cause.by === 'admin' && cause.status === 'sent');
  const answered = cause.by === 'organisation' ? cause.answer.action : null;
  const completed = answered === 'complete' || (cause.by === 'admin' && to === 'completed');

  await tx
    .update(institutionsNotified)
    .set({
      status: to,
      // When it went out (see above): set once, by the dispatch, never by an answer.
      ...(dispatched
        ? {
            sentDate: sql`coalesce(${institutionsNotified.sentDate}, now())`,
            dispatchedAt: sql`coalesce(${institutionsNotified.dispatchedAt}, now())`,
          }
        : {}),
      ...(answered ? { acknowledgedAt: sql`coalesce(${institutionsNotified.acknowledgedAt}, now())` } : {}),
      ...(completed ? { completedAt: now } : {}),
      ...(answered === 'need_info' ? { infoRequestedAt: now } : {}),
      ...(cause.by === 'organisation'
        ? {
            responseReceived: true,
            respondedAt: now,
            responseMessage: cause.answer.message || null,
          }
        : {}),
      updatedAt: now,
      version: sql`${institutionsNotified.version} + 1`,
    })
    .where(eq(institutionsNotified.id, id));

  // The notification's own status, from all its rows (this one already changed), kept in step.
  const rows = await tx
    .select({ status: institutionsNotified.status })
    .from(institutionsNotified)
    .where(eq(institutionsNotified.notificationId, row.notificationId));
  const notificationStatus = deriveNotificationStatus(rows.map((r) => r.status));
  await tx
    .update(notifications)
    .set({ status: notificationStatus })
    .where(eq(notifications.id, row.notificationId));
  // The estate's "Notify banks …" task, ticked when every organisation of its notifications completed.
  if (notificationStatus === 'completed') await tickNotifyTaskIfDone(tx, row.notificationId);

  await recordAudit(tx, {
    actorId: cause.by === 'admin' || cause.by === 'letter' || cause.by === 'family' ? cause.actorId : null,
    action: STATUS_AUDIT_ACTIONS[cause.by],
    entityType: 'institutions_notified',
    entityId: id,
    data: { from, to, ...detailOf(cause) },
  });
  // The estate's Correspondence logs the dispatch, the answer and the family's reply (an admin's
  // setting is not one).
  if (cause.by === 'email' || cause.by === 'letter')
    await logNotifyflowCorrespondence(tx, id, { kind: 'dispatched', by: cause.by });
  else if (cause.by === 'organisation')
    await logNotifyflowCorrespondence(tx, id, { kind: 'answered', answer: cause.answer });
  // A law firm's systems hear that an organisation answered, by link or structured (issue 44).
  if (cause.by === 'organisation' && row.estateId)
    await enqueueEstateEvent(tx, row.estateId, 'notifyflow.answer_received', {
      notificationId: row.notificationId,
      answerId: cause.structured?.answerId ?? null,
    });
  else if (cause.by === 'family')
    await logNotifyflowCorrespondence(tx, id, {
      kind: 'replied',
      replyId: cause.replyId,
      message: cause.message,
    });

  // The status page (by its notification), and the estate page's NotifyFlow panel and
  // Correspondence, update live (decision 062).
  await publishChange(tx, {
    kind: 'notifyflow',
    estateId: row.estateId,
    id: row.notificationId,
    action: 'updated',
  });
  return {
    id,
    from,
    to,
    notificationId: row.notificationId,
    referenceCode: row.referenceCode,
    notificationStatus,
    version: row.version + 1,
  };
}

function targetOf(from: InstitutionStatus, cause: InstitutionStatusCause): InstitutionStatus {
  switch (cause.by) {
    case 'email':
    case 'letter':
      return from === 'pending' ? 'sent' : from;
    case 'organisation':
      if (cause.structured && from === 'completed') throw new AppError('CONFLICT', CLOSED_TO_ANSWERS);
      if (!cause.structured && FINAL_INSTITUTION_STATUSES.includes(from))
        throw new AppError('GONE', RESPONSE_TEXTS.used);
      return ANSWERED[cause.answer.action];
    case 'family':
      if (from !== 'failed') throw new AppError('CONFLICT', NOT_WAITING_FOR_FAMILY);
      return 'sent';
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
      return {
        action: cause.answer.action,
        message: cause.answer.message || null,
        ...(cause.structured
          ? { answerId: cause.structured.answerId, kind: cause.structured.kind, via: cause.structured.via }
          : {}),
      };
    case 'family':
      return { replyId: cause.replyId };
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
