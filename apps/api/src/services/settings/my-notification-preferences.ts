import { sql } from 'drizzle-orm';
import {
  notificationPreferencesOf,
  type IfMatch,
  type NotificationKindPreferences,
  type NotificationPreferencesDto,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { publishAccountChange } from '../events/change-feed.js';
import type { Actor } from '../access/actor.js';
import { myOwnRows } from '../access/index.js';
import { requireMyAccountVersion } from './my-profile.js';

/**
 * The person's per-kind In app / Email switches (every kind; anything unset is on), with the version
 * of their account row (decision 060: the switches are stored on it, beside the profile).
 */
export async function getMyNotificationPreferences(
  db: Db | Tx,
  actor: Pick<Actor, 'id'>,
): Promise<NotificationPreferencesDto> {
  const [row] = await db
    .select({ prefs: users.notificationPreferences, version: users.version })
    .from(users)
    .where(myOwnRows.account(actor));
  if (!row) throw notFound();
  return { ...notificationPreferencesOf(row.prefs), version: row.version };
}

/**
 * Replaces the per-kind switches, made against the version of the account row they were read at
 * (decision 060: 428 without one, 412 naming who changed the account since), keeping every other
 * key stored beside them (the master switches `email` and `browser` an admin sets on the Users
 * screen): the per-kind keys are merged into the stored object in SQL. Audited on the account, so
 * a later stale save names this one.
 */
export async function setMyNotificationPreferences(
  db: Db,
  actor: Pick<Actor, 'id'>,
  prefs: NotificationKindPreferences,
  expected: IfMatch,
): Promise<NotificationPreferencesDto> {
  const current = users.notificationPreferences;
  return db.transaction(async (tx) => {
    await requireMyAccountVersion(tx, actor, expected, () => getMyNotificationPreferences(tx, actor), true);
    await tx
      .update(users)
      .set({
        notificationPreferences: sql`(case when jsonb_typeof(${current}) = 'object' then ${current} else '{}'::jsonb end) || ${JSON.stringify(prefs)}::jsonb`,
        updatedAt: new Date(),
        version: sql`${users.version} + 1`,
      })
      .where(myOwnRows.account(actor));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.notification_preferences_updated',
      entityType: 'user',
      entityId: actor.id,
      data: {},
    });
    await publishAccountChange(tx, actor.id);
    return getMyNotificationPreferences(tx, actor);
  });
}
