import type { FastifyInstance } from 'fastify';
import { createNoteSchema, type EstateNote } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { parseId, parseInput } from '../lib/validate.js';
import { requireActor } from '../services/auth/actor.js';
import { requireEstate } from '../services/estates/access.js';
import { addEstateNote } from '../services/notes/add-estate-note.js';
import { listEstateNotes } from '../services/notes/list-estate-notes.js';

const NOT_FOUND = 'Estate not found';

/**
 * Notes on an estate: the people who run it (its lawyer, executor, admins) read and add them.
 * Beneficiaries do not: notes are the administration's working notes (decision 007).
 */
export async function estateNoteRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { auth, db } = deps;

  app.get('/api/estates/:id/notes', async (request): Promise<{ items: EstateNote[] }> => {
    const actor = await requireActor(auth, request, 'estate:manage');
    return listEstateNotes(db, actor, parseId(request.params, NOT_FOUND));
  });

  /** Add Note: the note, the estate's "last updated" and an activity entry, in one transaction. */
  app.post('/api/estates/:id/notes', async (request, reply): Promise<EstateNote> => {
    const actor = await requireActor(auth, request, 'estate:manage');
    // 404 for an estate they may not see comes before any word about their input.
    const estate = await requireEstate(db, actor, parseId(request.params, NOT_FOUND));
    const input = parseInput(createNoteSchema, request.body ?? {});
    void reply.code(201);
    return addEstateNote(db, actor, estate, input);
  });
}
