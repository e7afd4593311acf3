import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { estateRoles, estates } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';

/**
 * THE estate access rule (ARCHITECTURE "Identity and access"): the creator, anyone with an active
 * estateroles link, and admins. Every estate-scoped query filters by this; an estate outside it
 * answers 404, exactly like one that does not exist.
 */
export function visibleEstates(actor: Pick<Actor, 'id' | 'role'>): SQL {
  if (actor.role === 'admin') return sql`true`;
  return or(
    eq(estates.createdBy, actor.id),
    exists(
      sql`(select 1 from ${estateRoles} where ${estateRoles.estateId} = ${estates.id} and ${estateRoles.userId} = ${actor.id} and ${estateRoles.status} = 'active')`,
    ),
  )!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The estate if the actor may see it; otherwise 404 (also for malformed ids). */
export async function requireEstate(db: Db | Tx, actor: Pick<Actor, 'id' | 'role'>, estateId: string) {
  if (!UUID.test(estateId)) throw notFound('Estate not found');
  const [row] = await db
    .select()
    .from(estates)
    .where(and(eq(estates.id, estateId), visibleEstates(actor)));
  if (!row) throw notFound('Estate not found');
  return row;
}
