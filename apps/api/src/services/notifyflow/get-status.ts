import { asc, eq } from 'drizzle-orm';
import {
  NOTIFY_TEXTS,
  type InstitutionStatus,
  type NotificationOverallStatus,
  type NotificationStatus,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutions, institutionsNotified, notifications } from '../../db/schema.js';

/** What the public status lookup shows (spec 1 §2.10, §7), and nothing more. Null when unknown. */
export async function getNotificationStatus(
  db: Db,
  referenceCode: string,
): Promise<NotificationStatus | null> {
  const [n] = await db
    .select({
      id: notifications.id,
      referenceCode: notifications.referenceCode,
      status: notifications.status,
      dateSent: notifications.dateSent,
      recipient: notifications.recipient,
      notificationType: notifications.notificationType,
    })
    .from(notifications)
    .where(eq(notifications.referenceCode, referenceCode));
  if (!n) return null;
  const rows = await db
    .select({
      name: institutions.name,
      status: institutionsNotified.status,
      sentDate: institutionsNotified.sentDate,
      responseReceived: institutionsNotified.responseReceived,
    })
    .from(institutionsNotified)
    .leftJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .where(eq(institutionsNotified.notificationId, n.id))
    .orderBy(asc(institutions.name));
  return {
    notification: {
      referenceCode: n.referenceCode,
      status: n.status as NotificationOverallStatus,
      dateSent: n.dateSent?.toISOString() ?? null,
      recipient: n.recipient,
      notificationType: n.notificationType,
    },
    viewer: { isRequester: false },
    // Issue 18 (in progress): the rest of each row.
    institutions: rows.map((r) => ({
      id: null,
      name: r.name ?? NOTIFY_TEXTS.unknownInstitution,
      other: false,
      status: (r.status ?? 'pending') as InstitutionStatus,
      channel: 'email' as const,
      sentDate: r.sentDate?.toISOString() ?? null,
      responseReceived: r.responseReceived,
      acknowledgedAt: null,
      completedAt: null,
      infoRequestedAt: null,
      remindedAt: null,
      lastReplyAt: null,
      expectedBy: null,
      smallEstateRule: null,
      conversation: null,
    })),
  };
}
