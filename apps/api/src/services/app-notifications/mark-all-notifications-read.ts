import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appNotifications } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { ownNotifications } from '../access/index.js';

/** Marks every unread notification of the actor read (the unread badge goes to zero). */
export async function markAllNotificationsRead(db: Db, actor: Pick<Actor, 'id'>): Promise<void> {
  await db
    .update(appNotifications)
    .set({ read: true })
    .where(and(ownNotifications(actor), eq(appNotifications.read, false)));
}
