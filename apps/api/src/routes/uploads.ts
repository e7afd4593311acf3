import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsFor, noContent, stagedUploadSchema, UPLOAD_TEXTS } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { AppError } from '../lib/app-error.js';
import { requireActor } from '../services/auth/actor.js';
import { createUpload } from '../services/files/create-upload.js';
import { discardUpload } from '../services/files/discard-upload.js';
import { DOCUMENT_UPLOAD_TYPES } from '../services/files/file-types.js';
import { withUpload } from '../services/files/read-upload.js';

const uploadParams = idParamsFor(UPLOAD_TEXTS.notFound);
const tags = ['Uploads'];

/**
 * Files sent one request each, before the form that uses them (decision 049), so the web app can
 * show each file's progress, cancel one, and retry one that failed without sending the others.
 */
export function uploadRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, config } = deps;

  app.post(
    '/api/uploads',
    {
      schema: {
        operationId: 'createUpload',
        multipartForm: { files: 'file', maxFiles: 1, fileRequired: true },
        summary:
          'Upload one file on its own (multipart: one file); a form then names it by `uploadId` instead of sending it again',
        tags,
        response: { 201: stagedUploadSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request);
      const limit = await deps.rateLimits.hit(`upload:${actor.id}`, config.uploadRateLimitPerUser, 60_000);
      if (!limit.allowed) throw new AppError('RATE_LIMITED', UPLOAD_TEXTS.rateLimited);
      const staged = await withUpload(
        deps,
        request,
        {
          payload: undefined,
          maxFiles: 1,
          fileRequired: true,
          types: DOCUMENT_UPLOAD_TYPES,
          sending: 'file',
        },
        ({ files: [file] }) => createUpload(deps.db, actor, file!),
      );
      return reply.status(201).send(staged);
    },
  );

  app.delete(
    '/api/uploads/:id',
    {
      schema: {
        operationId: 'discardUpload',
        summary: 'Remove a file uploaded on its own and not yet used by a form (Cancel)',
        tags,
        params: uploadParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request);
      await discardUpload(deps, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
