import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createNoteSchema, type EstateNote } from '@estate/domain';
import type { AppDeps } from '../app.js';
import { auditEvents, estateNotes, estates, users } from '../db/schema.js';
import { parseInput } from '../lib/validate.js';
import { requireActor } from '../services/auth/actor.js';
import { requireEstate } from '../services/estates/access.js';

type NoteRow = typeof estateNotes.$inferSelect;

function toNote(row: NoteRow, author: { id: string; name: string } | null): EstateNote {
  return {
    noteId: row.id,
    estateId: row.estateId,
    title: row.title,
    content: row.content,
    category: row.category,
    tags: row.tags,
    createdBy: author,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Notes on an estate: the people who run it (its lawyer, executor, admins) read and add them.
 * Beneficiaries do not: notes are the administration's working notes (decision 007).
 */
export async function estateNoteRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { auth, db } = deps;

  app.get('/api/estates/:id/notes', async (request): Promise<{ items: EstateNote[] }> => {
    const actor = await requireActor(auth, request, 'estate:manage');
    const estate = await requireEstate(db, actor, (request.params as { id: string }).id);
    const rows = await db
      .select({ note: estateNotes, authorName: users.name })
      .from(estateNotes)
      .leftJoin(users, eq(users.id, estateNotes.createdBy))
      .where(eq(estateNotes.estateId, estate.id))
      .orderBy(desc(estateNotes.createdAt))
      .limit(200);
    return {
      items: rows.map(({ note, authorName }) =>
        toNote(note, note.createdBy ? { id: note.createdBy, name: authorName ?? 'Unknown' } : null),
      ),
    };
  });

  /** Add Note: the note, the estate's "last updated" and an activity entry, in one transaction. */
  app.post('/api/estates/:id/notes', async (request, reply): Promise<EstateNote> => {
    const actor = await requireActor(auth, request, 'estate:manage');
    // 404 for an estate they may not see comes before any word about their input.
    const estate = await requireEstate(db, actor, (request.params as { id: string }).id);
    const input = parseInput(createNoteSchema, request.body ?? {});
    const note = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(estateNotes)
        .values({ estateId: estate.id, createdBy: actor.id, ...input })
        .returning();
      await tx.update(estates).set({ updatedAt: new Date() }).where(eq(estates.id, estate.id));
      await tx.insert(auditEvents).values({
        actorId: actor.id,
        action: 'note.added',
        entityType: 'estate_note',
        entityId: row!.id,
        data: { estateId: estate.id, title: input.title },
      });
      return row!;
    });
    void reply.code(201);
    return toNote(note, { id: actor.id, name: actor.name });
  });
}
