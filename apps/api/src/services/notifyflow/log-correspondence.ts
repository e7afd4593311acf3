import { eq, sql } from 'drizzle-orm';
import { nzToday, type InstitutionResponse } from '@estate/domain';
import type { Tx } from '../../db/client.js';
import { correspondence, institutions, institutionsNotified, notifications } from '../../db/schema.js';

/** What NotifyFlow logs in an estate's Correspondence: its dispatch, the organisation's answer, the family's reply. */
export type NotifyflowCorrespondenceEvent =
  | { kind: 'dispatched'; by: 'email' | 'letter' }
  | { kind: 'answered'; answer: InstitutionResponse }
  | { kind: 'replied'; replyId: string; message: string };

const ANSWER_SUBJECTS: Record<InstitutionResponse['action'], string> = {
  acknowledge: 'acknowledged the notification',
  complete: 'completed the request',
  need_info: 'needs more information',
};

/**
 * Logs a notified organisation's event in the Correspondence of the notification's estate (a
 * notification sent from the dashboard with an estate), in the status change's transaction
 * (change-institution-status.ts). Each event is logged once (`source_key`); none for a notification
 * without an estate. Dated today in New Zealand.
 */
export async function logNotifyflowCorrespondence(
  tx: Tx,
  institutionsNotifiedId: string,
  event: NotifyflowCorrespondenceEvent,
): Promise<void> {
  const [row] = await tx
    .select({
      estateId: notifications.estateId,
      referenceCode: notifications.referenceCode,
      deceasedName: notifications.deceasedName,
      // An organisation the family typed has no directory row: its typed name.
      institution: sql<string>`coalesce(${institutions.name}, ${institutionsNotified.otherName})`,
      channel: institutionsNotified.deliveryChannel,
    })
    .from(institutionsNotified)
    .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
    .leftJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .where(eq(institutionsNotified.id, institutionsNotifiedId));
  if (!row?.estateId) return;

  const entry =
    event.kind === 'dispatched'
      ? {
          type: event.by,
          direction: 'outgoing',
          subject: `Notification of death sent to ${row.institution}`,
          summary: `NotifyFlow told ${row.institution} of the death of ${row.deceasedName} by ${event.by} (reference ${row.referenceCode}).`,
          sourceKey: `notifyflow:${institutionsNotifiedId}:sent`,
        }
      : event.kind === 'replied'
        ? {
            type: row.channel,
            direction: 'outgoing',
            subject: `The family replied to ${row.institution}`,
            summary: event.message,
            sourceKey: `notifyflow:${institutionsNotifiedId}:reply:${event.replyId}`,
          }
        : {
            type: row.channel,
            direction: 'incoming',
            subject: `${row.institution} ${ANSWER_SUBJECTS[event.answer.action]}`,
            summary:
              event.answer.message || `Answered through the response link (reference ${row.referenceCode}).`,
            // Asking for more may happen again after a reply: each request is its own entry.
            sourceKey:
              event.answer.action === 'need_info'
                ? `notifyflow:${institutionsNotifiedId}:need_info:${new Date().toISOString()}`
                : `notifyflow:${institutionsNotifiedId}:${event.answer.action}`,
          };

  await tx
    .insert(correspondence)
    .values({
      ...entry,
      estateId: row.estateId,
      party: row.institution,
      date: nzToday(),
      status: 'sent',
      source: 'notifyflow',
    })
    .onConflictDoNothing({ target: correspondence.sourceKey });
}
