import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsFor,
  noteCommentInputSchema,
  noteCommentListSchema,
  noteCommentSchema,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { addNoteComment, listNoteComments } from '../services/notes/note-comments.js';
import { createOnce, idempotencyHeaders } from '../lib/idempotency.js';
import { requireEstate } from '../services/access/index.js';

const params = idParamsFor('Estate not found', 'estateId').extend(
  idParamsFor('Note not found', 'noteId').shape,
);
const tags = ['Notes'];

/**
 * The comments on an estate's note (the notes themselves are a records kit kind: kinds/notes.ts).
 * Like the notes, only those who run the estate read and add them (decision 007, 018).
 */
export function estateNoteRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = deps;
  const url = '/api/estates/:estateId/notes/:noteId/comments';

  app.get(
    url,
    {
      schema: {
        operationId: 'listNoteComments',
        summary: "A note's comments, oldest first",
        tags,
        params,
        response: { 200: noteCommentListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return listNoteComments(db, actor, request.params.estateId, request.params.noteId);
    },
  );

  app.post(
    url,
    {
      schema: {
        operationId: 'addNoteComment',
        summary: 'Comment on a note',
        tags,
        params,
        headers: idempotencyHeaders,
        body: noteCommentInputSchema,
        response: { 201: noteCommentSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { estateId, noteId } = request.params;
      const body = await createOnce<Awaited<ReturnType<typeof addNoteComment>>>(
        db,
        request,
        reply,
        actor,
        (remember) => addNoteComment(db, actor, estateId, noteId, request.body, remember),
        () => requireEstate(db, actor, estateId),
      );
      return reply.status(201).send(body);
    },
  );
}
