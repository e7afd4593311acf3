import { eq, sql } from 'drizzle-orm';
import { notificationPreferencesOf, type NotificationKindPreferences } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Actor } from '../auth/actor.js';

/** The person's per-kind In app / Email switches (every kind; anything unset is on). */
export async function getMyNotificationPreferences(
  db: Db,
  actor: Pick<Actor, 'id'>,
): Promise<NotificationKindPreferences> {
  const [row] = await db
    .select({ prefs: users.notificationPreferences })
    .from(users)
    .where(eq(users.id, actor.id));
  return notificationPreferencesOf(row?.prefs);
}

/**
 * Replaces the per-kind switches, keeping every other key stored beside them (the master switches
 * `email` and `browser` an admin sets on the Users screen). One statement, so a concurrent change to
 * the master switches is not lost: the per-kind keys are merged into the stored object in SQL.
 */
export async function setMyNotificationPreferences(
  db: Db,
  actor: Pick<Actor, 'id'>,
  prefs: NotificationKindPreferences,
): Promise<NotificationKindPreferences> {
  const current = users.notificationPreferences;
  await db
    .update(users)
    .set({
      notificationPreferences: sql`(case when jsonb_typeof(${current}) = 'object' then ${current} else '{}'::jsonb end) || ${JSON.stringify(prefs)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, actor.id));
  return getMyNotificationPreferences(db, actor);
}
