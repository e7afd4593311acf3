import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { forbidden } from '../../lib/app-error.js';
import { runsEstates, type Actor, type Who } from './actor.js';
import { requireEstate } from './estate-base.js';

/** NotifyFlow notifications: the person who submitted them, and admins. */
export function visibleNotifications(actor: Who): SQL {
  return actor.role === 'admin' ? sql`true` : eq(notifications.createdBy, actor.id);
}

/**
 * An estate's NotifyFlow notifications on its page (issue 18): whoever sent them, those who may see
 * the estate's correspondence see them, that is those who run the estate (`estate:manage`: admins,
 * lawyers, executors; a beneficiary 403); an estate the actor may not see is 404. They see codes,
 * statuses and dates, never the organisations' messages. The estate, when allowed.
 */
export async function requireEstateNotifications(db: Db | Tx, actor: Who, estateId: string) {
  if (!runsEstates(actor)) throw forbidden();
  return requireEstate(db, actor, estateId);
}

/**
 * Acting for an estate from outside it (filing a NotifyFlow notification for it, which then writes its
 * correspondence and ticks its task): an estate the person may not see is 404, as if it did not
 * exist; one they see but do not run (a beneficiary) is 403.
 */
export async function requireEstateToActFor(db: Db | Tx, actor: Who, estateId: string) {
  const estate = await requireEstate(db, actor, estateId);
  if (!runsEstates(actor)) throw forbidden('Only those who run the estate may act for it.');
  return estate;
}

/**
 * NotifyFlow replies (issue 18): only the person who sent the notification answers an organisation
 * that asked for more; nobody else, admins included (they act through a status and a note). For
 * queries that select from `notifications`.
 */
export function mayReplyToNotification(actor: Pick<Actor, 'id'>): SQL {
  return eq(notifications.createdBy, actor.id);
}

/** The rule of `mayReplyToNotification`, for a notification already read (the status page's Reply). */
export function mayReplyAsSender(
  actor: Pick<Actor, 'id'> | null,
  notification: { createdBy: string | null },
): boolean {
  return !!actor && !!notification.createdBy && notification.createdBy === actor.id;
}

/**
 * Who sees the conversation on a notification's public status page (the organisations' messages,
 * the family's replies and their documents, the row ids to reply to): its sender and admins. Anyone
 * else with the code, or nobody signed in, sees statuses and dates only.
 */
export function seesNotificationConversation(
  actor: Who | null,
  notification: { createdBy: string | null },
): boolean {
  if (!actor) return false;
  return actor.role === 'admin' || (!!notification.createdBy && notification.createdBy === actor.id);
}
