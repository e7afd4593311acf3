import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { NotificationReply, NotificationReplyCreated } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutions, institutionsNotified, notificationReplies, notifications } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/after-commit.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { mayReplyToNotification } from '../access/index.js';
import { withPlacedFiles } from '../files/file-intents.js';
import { safeFileName } from '../files/file-store.js';
import type { StagedFile } from '../files/stage-upload.js';
import { institutionReplyEmail } from '../email/templates/index.js';
import { enqueueEmail } from '../outbox/enqueue-email.js';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event.js';
import { changeInstitutionStatus, NOT_WAITING_FOR_FAMILY } from './change-institution-status.js';
import { isUniqueViolation, type NotifyDeps } from './create-notification.js';
import { storeNotificationDocuments } from './store-documents.js';
import { signResponseToken } from './tokens.js';

/** The outbox kind of the email that carries the family's reply to an organisation. */
export const INSTITUTION_REPLY_EMAIL_KIND = 'institution-reply';

/**
 * The reply's id, from who sent it and the form's idempotency key: a retried or double-clicked
 * submit names the same reply, so it is recorded once (no column needed; the key never leaves us).
 */
function replyIdOf(actorId: string, key: string): string {
  const h = createHash('sha256').update(`notification-reply:${actorId}:${key}`).digest('hex');
  // Shaped as a UUID (version 8: custom), so it fits the primary key.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The family answers an organisation that asked for more information (issue 18). Only the person
 * who sent the notification (access `mayReplyToNotification`; anyone else: 404), and only on a
 * row that is waiting on them (`failed`; otherwise 409). In one transaction: the reply, its
 * documents (only this organisation sees them), the row back to `sent` (the family cause), and an
 * email to the organisation with its response link and the documents' links — when it has a
 * notification email; an organisation told by letter (or one not in the directory) finds the
 * reply on its response page (`emailed: false`). Open status pages update after the commit.
 */
export async function replyToInstitution(
  deps: NotifyDeps,
  actor: Pick<Actor, 'id' | 'name' | 'email'>,
  target: { referenceCode: string; rowId: string },
  input: NotificationReply,
  files: StagedFile[],
): Promise<NotificationReplyCreated & { replayed: boolean }> {
  const { db, store } = deps;
  const [found] = await db
    .select({ row: institutionsNotified, n: notifications, institution: institutions })
    .from(institutionsNotified)
    .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
    .leftJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .where(
      and(
        eq(institutionsNotified.id, target.rowId),
        eq(notifications.referenceCode, target.referenceCode),
        mayReplyToNotification(actor),
      ),
    );
  if (!found) throw notFound('Not found');
  const { row, n, institution } = found;
  const replyId = replyIdOf(actor.id, input.idempotencyKey);
  const emailTo = institution?.notificationEmail ?? null;

  const replayed = await findReply(db, replyId, row.id);
  if (replayed) return replayed;
  if (row.status !== 'failed') throw new AppError('CONFLICT', NOT_WAITING_FOR_FAMILY);

  try {
    const { skippedFiles } = await withPlacedFiles(
      { db, store },
      files,
      (file, i) => `notification_documents/${n.id}/reply_${replyId}_${i}_${safeFileName(file.fileName)}`,
      ({ placed, moved, skippedFiles }) =>
        inTransaction(db, async (scope) => {
          const { tx } = scope;
          await tx.insert(notificationReplies).values({
            id: replyId,
            institutionsNotifiedId: row.id,
            message: input.message,
            createdBy: actor.id,
          });
          const documents = await storeNotificationDocuments(
            tx,
            store,
            {
              notificationId: n.id,
              replyId,
              ...(row.institutionId
                ? {
                    organisation: {
                      institutionId: row.institutionId,
                      rowId: row.id,
                      referenceCode: n.referenceCode,
                    },
                  }
                : {}),
            },
            placed,
            moved,
            skippedFiles,
          );
          // Failed → sent: the organisation is waiting on nobody but itself again (409 if not failed).
          await changeInstitutionStatus(scope, row.id, {
            by: 'family',
            actorId: actor.id,
            replyId,
            message: input.message,
          });

          if (row.institutionId)
            await enqueueWebhookEvent(tx, {
              institutionId: row.institutionId,
              type: 'notification.reply_added',
              data: {
                notificationId: row.id,
                referenceCode: n.referenceCode,
                reply: {
                  message: input.message,
                  sentAt: new Date().toISOString(),
                  documents: documents.length,
                },
              },
            });
          if (emailTo) {
            const token = signResponseToken(deps.secret, row.id);
            const respondUrl = `${deps.publicUrl}/respond/${token}`;
            await enqueueEmail(tx, {
              kind: INSTITUTION_REPLY_EMAIL_KIND,
              to: emailTo,
              ...institutionReplyEmail({
                institutionName: institution?.name ?? row.otherName ?? '',
                deceasedName: n.deceasedName,
                referenceCode: n.referenceCode,
                familyName: n.recipient,
                message: input.message,
                documents: documents.map((d) => ({
                  name: d.fileName,
                  url: `${deps.publicUrl}/api/respond/${token}/documents/${d.id}`,
                })),
                respondUrl,
              }),
              link: respondUrl,
              // The organisation's answer by email reaches the person who wrote (decision 078).
              replyTo: { name: actor.name, address: actor.email },
            });
          }
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'notification_reply.created',
            entityType: 'notification_reply',
            entityId: replyId,
            data: {
              ...(n.estateId ? { estateId: n.estateId } : {}),
              referenceCode: n.referenceCode,
              institutionsNotifiedId: row.id,
              documents: documents.length,
              emailed: !!emailTo,
            },
          });
        }),
    );
    return { replyId, skippedFiles, emailed: !!emailTo, replayed: false };
  } catch (err) {
    // The same reply sent twice at once: the second finds the first.
    if (isUniqueViolation(err)) {
      const first = await findReply(db, replyId, row.id);
      if (first) return first;
    }
    throw err;
  }
}

async function findReply(db: Db, replyId: string, rowId: string) {
  const [existing] = await db
    .select({ rowId: notificationReplies.institutionsNotifiedId, emailTo: institutions.notificationEmail })
    .from(notificationReplies)
    .innerJoin(institutionsNotified, eq(institutionsNotified.id, notificationReplies.institutionsNotifiedId))
    .leftJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .where(eq(notificationReplies.id, replyId));
  if (!existing) return null;
  // The same key used for another organisation's reply: a client bug, not a replay.
  if (existing.rowId !== rowId)
    throw new AppError('CONFLICT', 'This reply was already sent to another organisation.');
  return { replyId, skippedFiles: [], emailed: !!existing.emailTo, replayed: true };
}
