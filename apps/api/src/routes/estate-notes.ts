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
import { idempotencyHeaders, idempotencyOf, idempotent } from '../lib/idempotency.js';
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
      const scope = idempotencyOf(request, actor);
      // Access first, even for a retry: someone taken off the estate is not answered its comment.
      if (scope) await requireEstate(db, actor, estateId);
      const answer = await idempotent<Awaited<ReturnType<typeof addNoteComment>>>(
        db,
        scope,
        201,
        (remember) => addNoteComment(db, actor, estateId, noteId, request.body, remember),
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );
}
