import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { auditEvents, users } from '../../db/schema.js';
import type { LastChange } from '../../lib/versions.js';

/**
 * Who last made or changed a record and when, from its audit events (the 412 of a stale change
 * names them: "Mere Lawyer changed this at 3:04 pm"). Nobody when the trail has no such event.
 * `actions`, when given, are the events that count as a change: an entity whose trail also records
 * reads (a document or an invoice downloaded, a person signing in) names only those; or
 * `{ startingWith }`, the events of the entity's own (`user.` counts `user.updated`, not
 * `auth.signed_in`).
 */
export async function lastChangeOf(
  db: Db | Tx,
  entityType: string,
  entityId: string,
  actions?: readonly string[] | { startingWith: string },
): Promise<LastChange> {
  const [event] = await db
    .select({ actorId: auditEvents.actorId, name: users.name, at: auditEvents.createdAt })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(
      and(
        eq(auditEvents.entityType, entityType),
        eq(auditEvents.entityId, entityId),
        actions === undefined
          ? undefined
          : 'startingWith' in actions
            ? sql`starts_with(${auditEvents.action}, ${actions.startingWith})`
            : inArray(auditEvents.action, [...actions]),
      ),
    )
    .orderBy(desc(auditEvents.createdAt))
    .limit(1);
  return {
    changedBy: event?.actorId ? { id: event.actorId, name: event.name ?? 'Deleted user' } : null,
    changedAt: event ? event.at.toISOString() : null,
  };
}
