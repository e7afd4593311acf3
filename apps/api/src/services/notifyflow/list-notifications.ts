import { asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AdminNotificationList, AdminNotificationQuery } from '@estate/domain';
import { outboxOfRows } from './row-outbox.js';
import { isRowOverdue } from './send-reminders.js';
import type { Db } from '../../db/client.js';
import { institutions, institutionsNotified, notifications, users } from '../../db/schema.js';
import { containsPattern } from '../../lib/search.js';

const PAGE = 20;

/** Back office: every notification, newest first, searched by code, deceased or requester. */
export async function listNotifications(
  db: Db,
  { q, page }: AdminNotificationQuery,
): Promise<AdminNotificationList> {
  const where = q
    ? or(
        ilike(notifications.referenceCode, containsPattern(q)),
        ilike(notifications.deceasedName, containsPattern(q)),
        ilike(notifications.recipient, containsPattern(q)),
      )
    : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(notifications).where(where);
  const list = await db
    .select({ n: notifications, requesterEmail: users.email })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.createdBy))
    .where(where)
    .orderBy(desc(notifications.dateSent))
    .limit(PAGE)
    .offset((page - 1) * PAGE);
  const ids = list.map((l) => l.n.id);
  const rows = ids.length
    ? await db
        .select({
          r: institutionsNotified,
          name: institutions.name,
          replyDays: institutions.replyBusinessDays,
        })
        .from(institutionsNotified)
        .innerJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
        .where(inArray(institutionsNotified.notificationId, ids))
        .orderBy(asc(institutions.name))
    : [];
  const outboxes = await outboxOfRows(
    db,
    rows.map((x) => x.r.id),
  );
  return {
    total,
    items: list.map(({ n, requesterEmail }) => ({
      notificationId: n.id,
      referenceCode: n.referenceCode,
      deceasedName: n.deceasedName,
      requesterName: n.recipient,
      requesterEmail,
      status: n.status,
      dateSent: n.dateSent.toISOString(),
      institutions: rows
        .filter((x) => x.r.notificationId === n.id)
        .map(({ r, name, replyDays }) => ({
          id: r.id,
          name,
          status: r.status,
          // When it actually left (email accepted, letter posted); null while queued (decision 073).
          sentDate: (r.dispatchedAt ?? r.sentDate)?.toISOString() ?? null,
          outbox: r.deliveryChannel === 'email' ? (outboxes.get(r.id) ?? null) : null,
          responseReceived: r.responseReceived,
          channel: r.deliveryChannel,
          responseMessage: r.responseMessage,
          remindedAt: r.remindedAt?.toISOString() ?? null,
          overdue: isRowOverdue(r, replyDays),
          version: r.version,
        })),
    })),
  };
}
