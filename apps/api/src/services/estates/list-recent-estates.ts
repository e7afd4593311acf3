import type { Estate } from '@estate/domain';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { estates } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { recentEstatesScope } from '../access/index.js';
import { estateFor } from './estate-dto.js';

/**
 * Recent Estates on the dashboard: the five most recently updated estates the actor may see (all of
 * them for an admin: access `recentEstatesScope`), the newest first among equals.
 */
export async function listRecentEstates(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
): Promise<{ items: Estate[] }> {
  const rows = await db
    .select()
    .from(estates)
    .where(recentEstatesScope(actor))
    .orderBy(desc(estates.updatedAt), desc(estates.dateCreated))
    .limit(5);
  return { items: rows.map((e) => estateFor(actor, e)) };
}
