import { asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { NOTIFY_TEXTS, type EstateNotifications, type NotificationOverallStatus } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutions, institutionsNotified, notificationReplies, notifications } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { requireEstateNotifications } from '../access/index.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The estate page's Notifications: each with its derived status and its organisations' progress. */
export async function listEstateNotifications(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  estateId: string,
): Promise<EstateNotifications> {
  await requireEstateNotifications(db, actor, estateId);
  const list = await db
    .select({
      id: notifications.id,
      referenceCode: notifications.referenceCode,
      createdAt: notifications.createdAt,
      status: notifications.status,
    })
    .from(notifications)
    .where(eq(notifications.estateId, estateId))
    .orderBy(desc(notifications.createdAt))
    .limit(100);
  if (!list.length) return { items: [] };
  const lastReply = db
    .select({
      rowId: notificationReplies.institutionsNotifiedId,
      at: max(notificationReplies.createdAt).as('at'),
    })
    .from(notificationReplies)
    .groupBy(notificationReplies.institutionsNotifiedId)
    .as('last_reply');
  const rows = await db
    .select({
      notificationId: institutionsNotified.notificationId,
      name: sql<string | null>`coalesce(${institutions.name}, ${institutionsNotified.otherName})`,
      other: sql<boolean>`${institutionsNotified.institutionId} is null`,
      status: institutionsNotified.status,
      channel: institutionsNotified.deliveryChannel,
      dispatchedAt: institutionsNotified.dispatchedAt,
      acknowledgedAt: institutionsNotified.acknowledgedAt,
      completedAt: institutionsNotified.completedAt,
      infoRequestedAt: institutionsNotified.infoRequestedAt,
      lastReplyAt: lastReply.at,
    })
    .from(institutionsNotified)
    .leftJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
    .leftJoin(lastReply, eq(lastReply.rowId, institutionsNotified.id))
    .where(
      inArray(
        institutionsNotified.notificationId,
        list.map((n) => n.id),
      ),
    )
    .orderBy(sql`${institutionsNotified.institutionId} is null`, asc(institutions.name));
  return {
    items: list.map((n) => ({
      notificationId: n.id,
      referenceCode: n.referenceCode,
      createdAt: n.createdAt.toISOString(),
      status: n.status as NotificationOverallStatus,
      institutions: rows
        .filter((r) => r.notificationId === n.id)
        .map((r) => ({
          name: r.name ?? NOTIFY_TEXTS.unknownInstitution,
          other: r.other,
          status: r.status,
          channel: r.channel,
          dispatchedAt: iso(r.dispatchedAt),
          acknowledgedAt: iso(r.acknowledgedAt),
          completedAt: iso(r.completedAt),
          infoRequestedAt: iso(r.infoRequestedAt),
          lastReplyAt: r.lastReplyAt ? new Date(r.lastReplyAt as unknown as string).toISOString() : null,
        })),
    })),
  };
}
