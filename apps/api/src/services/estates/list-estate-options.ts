import type { EstateOptions } from '@estate/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { estates } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { visibleEstates } from '../access/index.js';

/** The estate picker's choices: every estate the actor may see, by the deceased's name. */
export async function listEstateOptions(db: Db, actor: Pick<Actor, 'id' | 'role'>): Promise<EstateOptions> {
  const items = await db
    .select({ estateId: estates.id, deceasedName: estates.deceasedName, status: estates.status })
    .from(estates)
    .where(visibleEstates(actor))
    .orderBy(asc(estates.deceasedName), asc(estates.id));
  return { items };
}
