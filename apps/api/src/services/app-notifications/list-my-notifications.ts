import type { AppNotificationList } from '@estate/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appNotifications } from '../../db/schema.js';
import type { Actor } from '../auth/actor.js';

/** The top bar's notifications: the actor's 20 newest, and how many are unread. */
export async function listMyNotifications(db: Db, actor: Pick<Actor, 'id'>): Promise<AppNotificationList> {
  const rows = await db
    .select()
    .from(appNotifications)
    .where(and(eq(appNotifications.userId, actor.id), eq(appNotifications.shown, true)))
    .orderBy(desc(appNotifications.createdAt))
    .limit(20);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appNotifications)
    .where(
      and(
        eq(appNotifications.userId, actor.id),
        eq(appNotifications.read, false),
        eq(appNotifications.shown, true),
      ),
    );
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      message: r.message,
      type: r.type,
      read: r.read,
      link: r.link,
      createdAt: r.createdAt.toISOString(),
    })),
    unread: count?.n ?? 0,
  };
}
