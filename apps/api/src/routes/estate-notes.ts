import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createNoteSchema, estateNoteListSchema, estateNoteSchema, idParamsFor } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { addEstateNote } from '../services/notes/add-estate-note.js';
import { listEstateNotes } from '../services/notes/list-estate-notes.js';

const estateParams = idParamsFor('Estate not found');
const tags = ['Estate notes'];

/**
 * Notes on an estate: the people who run it (its lawyer, executor, admins) read and add them.
 * Beneficiaries do not: notes are the administration's working notes (decision 007).
 */
export async function estateNoteRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = deps;

  app.get(
    '/api/estates/:id/notes',
    {
      schema: {
        operationId: 'listEstateNotes',
        summary: "An estate's notes, newest first",
        tags,
        params: estateParams,
        response: { 200: estateNoteListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return listEstateNotes(db, actor, request.params.id);
    },
  );

  /** Add Note: the note, the estate's "last updated" and an activity entry, in one transaction. */
  app.post(
    '/api/estates/:id/notes',
    {
      schema: {
        operationId: 'addEstateNote',
        summary: 'Add a note to an estate',
        tags,
        params: estateParams,
        body: createNoteSchema,
        response: { 201: estateNoteSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return reply.status(201).send(await addEstateNote(db, actor, request.params.id, request.body));
    },
  );
}
