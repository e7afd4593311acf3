import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsFor, LEGAL_FORM_TEXTS } from '@estate/domain';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { contentTypeOfShortName, DOCX } from '../services/files/file-types.js';
import { withUpload } from '../services/files/read-upload.js';
import { documentTypeOf } from '../services/files/stage-upload.js';
import { attachLegalFormFile, openLegalFormFile } from '../services/legal-forms/legal-form-file.js';
import { sendDownload } from '../lib/content-disposition.js';

const params = idParamsFor(LEGAL_FORM_TEXTS.notFound);
const tags = ['Legal forms'];
const PDF = 'application/pdf';

/**
 * A legal form's copy (issue 17): an admin attaches one the publisher lets us redistribute (PDF or
 * DOCX); anyone with the dashboard downloads it. The form's record is the platform records kit's
 * (`/api/legal-forms`).
 */
export function legalFormFileRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db, store } = deps;

  app.post(
    '/api/legal-forms/:id/file',
    {
      schema: {
        operationId: 'attachLegalFormFile',
        multipartForm: { files: 'file', maxFiles: 1, fileRequired: true, uploadIds: true },
        summary: 'Attach a redistributable copy of a form (multipart: one PDF or DOCX file)',
        tags,
        params,
        response: { 200: z.object({ fileName: z.string() }) },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'admin:access');
      return withUpload(
        deps,
        request,
        {
          payload: undefined,
          maxFiles: 1,
          fileRequired: true,
          types: [PDF, DOCX],
          sending: 'file',
          uploaderId: actor.id,
        },
        async ({ files: [file] }) => {
          await attachLegalFormFile(deps, actor, request.params.id, file!);
          return { fileName: file!.fileName };
        },
      );
    },
  );

  app.get(
    '/api/legal-forms/:id/file',
    {
      schema: {
        operationId: 'downloadLegalForm',
        summary: "A form's attached copy",
        tags,
        params,
        produces: ['application/pdf', DOCX],
      },
    },
    async (request, reply) => {
      await requireActor(auth, request, 'dashboard:use');
      const file = await openLegalFormFile(db, request.params.id);
      const type = file.fileName.toLowerCase().endsWith('.docx') ? documentTypeOf(DOCX) : documentTypeOf(PDF);
      return sendDownload(reply, {
        type: contentTypeOfShortName(type),
        fileName: file.fileName,
        body: store.read(file.storageKey),
      });
    },
  );
}
