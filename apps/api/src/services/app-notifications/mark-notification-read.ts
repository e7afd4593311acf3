import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appNotifications } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { ownNotifications } from '../access/index.js';

/**
 * Marks one of the actor's notifications read (opening it on the notifications page) or unread
 * again. Someone else's notification, or one that does not exist, answers 404.
 */
export async function markNotificationRead(
  db: Db,
  actor: Pick<Actor, 'id'>,
  id: string,
  read: boolean,
): Promise<void> {
  const [row] = await db
    .update(appNotifications)
    .set({ read })
    .where(and(eq(appNotifications.id, id), ownNotifications(actor)))
    .returning({ id: appNotifications.id });
  if (!row) throw notFound('Notification not found');
}
