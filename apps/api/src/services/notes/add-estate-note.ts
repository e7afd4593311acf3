import type { createNoteSchema, EstateNote } from '@estate/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { estateNotes, estates } from '../../db/schema.js';
import type { Actor } from '../auth/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { requireEstate } from '../estates/access.js';
import { noteFor } from './note-dto.js';

/**
 * Add Note to an estate the actor may see (404 otherwise): the note, the estate's "last updated"
 * and an activity entry, in one transaction.
 */
export async function addEstateNote(
  db: Db,
  actor: Pick<Actor, 'id' | 'role' | 'name'>,
  estateId: string,
  input: z.output<typeof createNoteSchema>,
): Promise<EstateNote> {
  const estate = await requireEstate(db, actor, estateId);
  const note = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(estateNotes)
      .values({ estateId: estate.id, createdBy: actor.id, ...input })
      .returning();
    await tx.update(estates).set({ updatedAt: new Date() }).where(eq(estates.id, estate.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'note.added',
      entityType: 'estate_note',
      entityId: row!.id,
      data: { estateId: estate.id, title: input.title },
    });
    return row!;
  });
  return noteFor(note, { id: actor.id, name: actor.name });
}
