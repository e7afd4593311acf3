import {
  NOTIFICATION_FILTERS,
  type AppNotificationList,
  type AppNotificationListQuery,
  type NotificationFilter,
} from '@estate/domain';
import { and, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appNotifications } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { ownNotifications } from '../access/index.js';

const TOP_BAR: AppNotificationListQuery = { filter: 'all', page: 1, pageSize: 20 };

function typesOf(filter: NotificationFilter) {
  return [...NOTIFICATION_FILTERS.find((f) => f.value === filter)!.types];
}

/**
 * The actor's notifications, newest first: one page of a filter tab (by default the top bar's 20
 * newest of all), with how many are unread overall (the bell's badge) and in each tab.
 */
export async function listMyNotifications(
  db: Db,
  actor: Pick<Actor, 'id'>,
  query: AppNotificationListQuery = TOP_BAR,
): Promise<AppNotificationList> {
  const where = and(ownNotifications(actor), inArray(appNotifications.type, typesOf(query.filter)));
  const rows = await db
    .select()
    .from(appNotifications)
    .where(where)
    .orderBy(desc(appNotifications.createdAt), desc(appNotifications.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // One pass over the person's notifications for every count (the index on user and time serves it).
  const unreadIn = (filter: NotificationFilter) =>
    sql<number>`count(*) filter (where not ${appNotifications.read} and ${inArray(appNotifications.type, typesOf(filter))})::int`;
  const [counts] = await db
    .select({
      total: sql<number>`count(*) filter (where ${inArray(appNotifications.type, typesOf(query.filter))})::int`,
      all: unreadIn('all'),
      info: unreadIn('info'),
      warning: unreadIn('warning'),
      success: unreadIn('success'),
    })
    .from(appNotifications)
    .where(ownNotifications(actor));
  const unreadByFilter = {
    all: counts?.all ?? 0,
    info: counts?.info ?? 0,
    warning: counts?.warning ?? 0,
    success: counts?.success ?? 0,
  };
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
    unread: unreadByFilter.all,
    total: counts?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    unreadByFilter,
  };
}
