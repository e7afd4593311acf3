import { asc, eq, sql } from 'drizzle-orm';
import {
  expectedReplyBy,
  NOTIFY_TEXTS,
  type NotificationOverallStatus,
  type NotificationStatus,
} from '@estate/domain';
import { preparedPerDatabase, type Db } from '../../db/client.js';
import { institutions, institutionsNotified, notificationReplies, notifications } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { mayReplyAsSender, seesNotificationConversation } from '../access/index.js';
import { loadConversations } from './conversation.js';
import { outboxOfRows } from './row-outbox.js';
import { smallEstateRuleOf } from './list-institutions.js';

/** A row's latest reply from the family, as a column of the row's query. */
const lastReplyAtOf = sql<Date | null>`(
  select max(${notificationReplies.createdAt}) from ${notificationReplies}
  where ${notificationReplies.institutionsNotifiedId} = ${institutionsNotified.id})`.mapWith(
  notificationReplies.createdAt,
);

/** The notification with its rows (none yet: one row of nulls) and each row's organisation: one query. */
const statusQuery = preparedPerDatabase((db) =>
  db
    .select({
      n: {
        id: notifications.id,
        referenceCode: notifications.referenceCode,
        status: notifications.status,
        dateSent: notifications.dateSent,
        recipient: notifications.recipient,
        notificationType: notifications.notificationType,
        createdBy: notifications.createdBy,
      },
      // Only the columns the answer shows: the whole rows cost a third more to read and map.
      row: {
        id: institutionsNotified.id,
        institutionId: institutionsNotified.institutionId,
        otherName: institutionsNotified.otherName,
        status: institutionsNotified.status,
        deliveryChannel: institutionsNotified.deliveryChannel,
        dispatchedAt: institutionsNotified.dispatchedAt,
        sentDate: institutionsNotified.sentDate,
        responseReceived: institutionsNotified.responseReceived,
        acknowledgedAt: institutionsNotified.acknowledgedAt,
        completedAt: institutionsNotified.completedAt,
        infoRequestedAt: institutionsNotified.infoRequestedAt,
        remindedAt: institutionsNotified.remindedAt,
      },
      institution: {
        name: institutions.name,
        replyBusinessDays: institutions.replyBusinessDays,
        smallEstateLimitCents: institutions.smallEstateLimitCents,
        smallEstateRequirements: institutions.smallEstateRequirements,
        smallEstateNote: institutions.smallEstateNote,
      },
      // The family's latest reply to the row (read with it: one round trip fewer per lookup).
      lastReplyAt: lastReplyAtOf,
    })
    .from(notifications)
    .leftJoin(institutionsNotified, eq(institutionsNotified.notificationId, notifications.id))
    .leftJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .where(eq(notifications.referenceCode, sql.placeholder('referenceCode')))
    .orderBy(asc(institutions.name), asc(institutionsNotified.otherName))
    .prepare('notification_status'),
);

/**
 * What the public status lookup shows (spec 1 §2.10, §7), and nothing more. Null when unknown.
 * Anyone with the code sees statuses and dates; the sender (and admins) also get each row's id and
 * its conversation with the organisation (issue 18). `viewer` is who asks: null when signed out.
 */
export async function getNotificationStatus(
  db: Db,
  referenceCode: string,
  viewer: Pick<Actor, 'id' | 'role'> | null = null,
): Promise<NotificationStatus | null> {
  const found = await statusQuery(db).execute({ referenceCode });
  const n = found[0]?.n;
  if (!n) return null;
  const rows = found.flatMap(({ row, institution, lastReplyAt }) =>
    row ? [{ row, institution, lastReplyAt }] : [],
  );
  const isRequester = seesNotificationConversation(viewer, n);
  const isAdmin = viewer?.role === 'admin';
  const rowIds = rows.map((r) => r.row.id);
  const [conversations, outboxes] = await Promise.all([
    isRequester
      ? loadConversations(db, rowIds, (documentId) => `/api/notification-documents/${documentId}`)
      : null,
    isAdmin ? outboxOfRows(db, rowIds) : null,
  ]);
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  // When it actually went out (email accepted, letter posted); never the acknowledgement.
  const sentOf = (r: (typeof rows)[number]['row']) => r.dispatchedAt ?? r.sentDate;
  // The notification was sent when the first of its emails or letters left: none yet, no date.
  const firstSent = rows
    .map(({ row }) => sentOf(row))
    .filter((d): d is Date => d !== null)
    .reduce<Date | null>((first, d) => (first === null || d < first ? d : first), null);
  return {
    notification: {
      referenceCode: n.referenceCode,
      status: n.status as NotificationOverallStatus,
      dateSent: iso(firstSent),
      requestedAt: n.dateSent.toISOString(),
      recipient: n.recipient,
      notificationType: n.notificationType,
    },
    viewer: { isRequester, mayReply: mayReplyAsSender(viewer, n) },
    institutions: rows.map(({ row: r, institution, lastReplyAt }) => ({
      id: isRequester ? r.id : null,
      name: institution?.name ?? r.otherName ?? NOTIFY_TEXTS.unknownInstitution,
      other: !r.institutionId,
      status: r.status ?? 'pending',
      channel: r.deliveryChannel,
      sentDate: iso(sentOf(r)),
      // Sent only once it left (decision 073), whatever the organisation answered meanwhile.
      delivery: sentOf(r) ? 'sent' : 'queued',
      outbox: r.deliveryChannel === 'email' ? (outboxes?.get(r.id) ?? null) : null,
      responseReceived: r.responseReceived,
      acknowledgedAt: iso(r.acknowledgedAt),
      completedAt: iso(r.completedAt),
      infoRequestedAt: iso(r.infoRequestedAt),
      remindedAt: iso(r.remindedAt),
      lastReplyAt: iso(lastReplyAt),
      // The New Zealand date by which it should acknowledge (chasing): its reply time in business days.
      expectedBy: expectedReplyBy(r.dispatchedAt, institution?.replyBusinessDays),
      smallEstateRule: institution ? smallEstateRuleOf(institution) : null,
      conversation: conversations ? (conversations.get(r.id) ?? []) : null,
    })),
  };
}

/** The id of the notification a reference code names (which live change events carry), or null. */
export async function notificationIdOf(db: Db, referenceCode: string): Promise<string | null> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.referenceCode, referenceCode));
  return row?.id ?? null;
}
