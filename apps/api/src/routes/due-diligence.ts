import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHECK_TEXTS, dueDiligenceCheckDtoSchema, idParamsFor } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { attachCheckDocument, requireCheck } from '../services/due-diligence/attach-check-document.js';
import { DOCUMENT_UPLOAD_TYPES } from '../services/files/file-types.js';
import { idempotentUpload } from '../services/files/read-upload.js';
import { idempotencyHeaders, idempotencyOf, markReplayed } from '../lib/idempotency.js';

const checkParams = idParamsFor('Estate not found', 'estateId').extend(
  idParamsFor(CHECK_TEXTS.notFound).shape,
);

/**
 * The Due Diligence Checklist's Upload (its list, add, edit and delete are the records kit's routes:
 * services/records/kinds/due-diligence-checks.ts).
 */
export function dueDiligenceRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = deps;

  app.post(
    '/api/estates/:estateId/due-diligence-checks/:id/document',
    {
      schema: {
        operationId: 'attachCheckDocument',
        multipartForm: { files: 'file', maxFiles: 1, fileRequired: true, uploadIds: true },
        summary:
          "Upload a check's evidence (multipart: one file): stored as a private document of the estate and attached to the check",
        tags: ['Due diligence'],
        params: checkParams,
        headers: idempotencyHeaders,
        response: { 201: dueDiligenceCheckDtoSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { estateId, id } = request.params;
      const scope = idempotencyOf(request, actor);
      // Who may attach is settled before the file is read (and before a retry is answered).
      const estate = await requireCheck(db, actor, estateId, id);
      const answer = await idempotentUpload<undefined, Awaited<ReturnType<typeof attachCheckDocument>>>(
        deps,
        request,
        scope,
        201,
        {
          maxFiles: 1,
          fileRequired: true,
          types: DOCUMENT_UPLOAD_TYPES,
          sending: 'file',
          payload: undefined,
          uploaderId: actor.id,
        },
        ({ files: [file] }, remember) => attachCheckDocument(deps, actor, estate, id, file!, remember),
      );
      markReplayed(reply, answer);
      return reply.status(201).send(answer.body);
    },
  );
}
