import type { EstateNote } from '@estate/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { estateNotes, users } from '../../db/schema.js';
import type { Actor } from '../auth/actor.js';
import { requireEstate } from '../estates/access.js';
import { noteFor } from './note-dto.js';

/** The 200 newest notes of an estate the actor may see; 404 otherwise. */
export async function listEstateNotes(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  estateId: string,
): Promise<{ items: EstateNote[] }> {
  const estate = await requireEstate(db, actor, estateId);
  const rows = await db
    .select({ note: estateNotes, authorName: users.name })
    .from(estateNotes)
    .leftJoin(users, eq(users.id, estateNotes.createdBy))
    .where(eq(estateNotes.estateId, estate.id))
    .orderBy(desc(estateNotes.createdAt))
    .limit(200);
  return {
    items: rows.map(({ note, authorName }) =>
      noteFor(note, note.createdBy ? { id: note.createdBy, name: authorName ?? 'Unknown' } : null),
    ),
  };
}
