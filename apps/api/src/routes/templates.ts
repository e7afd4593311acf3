import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsFor,
  noContent,
  TEMPLATE_TEXTS,
  templateCategoriesSchema,
  templateCategoryInputSchema,
  templateDtoSchema,
  templateInputSchema,
  templateListQuerySchema,
  templateListSchema,
  templateMergedSavedSchema,
  templateUploadedSchema,
  MISSING_FIELDS_HEADER,
  UNKNOWN_FIELDS_HEADER,
  type TemplateUploaded,
} from '@estate/domain';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { changeHeaders, ifMatchOf, sendEtag } from '../lib/versions.js';
import { requireActor } from '../services/auth/actor.js';
import { DOCUMENT_UPLOAD_TYPES } from '../services/files/file-types.js';
import { idempotentUpload } from '../services/files/read-upload.js';
import { deleteRecord, getRecord, listRecords, saveRecord } from '../services/records/kit.js';
import { mergeTemplateForEstate, saveMergedTemplate } from '../services/templates/merge-for-estate.js';
import { addTemplateCategory, listTemplateCategories } from '../services/templates/template-categories.js';
import { templateRecordsFor } from '../services/templates/template-records.js';
import {
  openTemplateFile,
  uploadTemplate,
  uploadTemplateVersion,
} from '../services/templates/upload-template.js';
import { contentDisposition, sendDownload } from '../lib/content-disposition.js';
import { createOnce, idempotencyHeaders, idempotencyOf, markReplayed } from '../lib/idempotency.js';
import { requireEstate } from '../services/access/index.js';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const tags = ['Document templates'];
const params = idParamsFor(TEMPLATE_TEXTS.notFound);
const mergeParams = idParamsFor('Estate not found', 'estateId').extend(params.shape);

/**
 * Any file type is read, so a file that is not a Word document is refused by the template's own
 * check with a 400 naming it (a template must be DOCX), rather than the uploads' generic 415.
 */
const oneFile = { maxFiles: 1, fileRequired: true, types: DOCUMENT_UPLOAD_TYPES, sending: 'form' } as const;

/**
 * Document templates (issue 17): the library (the platform records kit's list, one, Edit and
 * delete, declared per reader), Upload Template and new versions (multipart), the file, the
 * library's categories, and a template merged with an estate's facts: downloaded, or saved into the
 * estate's documents. Reading and merging need `estate:manage` (beneficiaries and NotifyFlow
 * accounts are refused); uploading and changing `templates:manage`, within the access module's
 * rules (a lawyer their firm's, an admin the starter set).
 */
export function templateRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db, config } = deps;

  app.get(
    '/api/templates',
    {
      schema: {
        operationId: 'listTemplates',
        summary: 'The templates I may use, searched, filtered and paged, with the cards',
        tags,
        querystring: templateListQuerySchema,
        response: { 200: templateListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return listRecords(db, actor, templateRecordsFor(actor), request.query as never);
    },
  );

  app.post(
    '/api/templates',
    {
      schema: {
        operationId: 'uploadTemplate',
        multipartForm: {
          payload: templateInputSchema,
          payloadRequired: true,
          files: 'file',
          maxFiles: 1,
          fileRequired: true,
          uploadIds: true,
        },
        summary: 'Upload Template (multipart: `payload` JSON of the details and one DOCX file)',
        tags,
        headers: idempotencyHeaders,
        response: { 201: templateUploadedSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'templates:manage');
      const answer = await idempotentUpload<typeof templateInputSchema, TemplateUploaded>(
        deps,
        request,
        idempotencyOf(request, actor),
        201,
        { ...oneFile, payload: templateInputSchema, payloadRequired: true, uploaderId: actor.id },
        ({ input, files: [file] }, remember) => uploadTemplate(deps, actor, input, file!, remember),
      );
      markReplayed(reply, answer);
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    '/api/templates/:id',
    {
      schema: {
        operationId: 'getTemplate',
        summary: 'One template',
        tags,
        params,
        response: { 200: templateDtoSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const template = await getRecord(db, actor, templateRecordsFor(actor), null, request.params.id);
      sendEtag(reply, { version: template.editVersion });
      return template;
    },
  );

  app.put(
    '/api/templates/:id',
    {
      schema: {
        operationId: 'updateTemplate',
        summary: "Edit a template's details (send them all, and If-Match: the ETag they were read at)",
        tags,
        params,
        headers: changeHeaders,
        body: templateInputSchema,
        response: { 200: templateDtoSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'templates:manage');
      const saved = await saveRecord(
        { db, config },
        actor,
        templateRecordsFor(actor),
        null,
        // Its details' version (`editVersion`, decision 060): its `version` counts its files.
        { id: request.params.id, expected: ifMatchOf(request) },
        request.body,
      );
      sendEtag(reply, { version: saved.editVersion });
      return saved;
    },
  );

  app.delete(
    '/api/templates/:id',
    {
      schema: {
        operationId: 'deleteTemplate',
        summary: 'Remove a template (If-Match: the ETag it was read at)',
        tags,
        params,
        headers: changeHeaders,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'templates:manage');
      await deleteRecord(
        { db, config },
        actor,
        templateRecordsFor(actor),
        null,
        request.params.id,
        ifMatchOf(request),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/templates/:id/versions',
    {
      schema: {
        operationId: 'uploadTemplateVersion',
        multipartForm: { files: 'file', maxFiles: 1, fileRequired: true, uploadIds: true },
        summary: 'Upload a new version of a template (multipart: one DOCX file); the earlier file is kept',
        tags,
        params,
        headers: idempotencyHeaders,
        response: { 201: templateUploadedSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'templates:manage');
      // A retry of the same upload is answered once, not kept as one more version (decision 061).
      const answer = await idempotentUpload<undefined, TemplateUploaded>(
        deps,
        request,
        idempotencyOf(request, actor),
        201,
        { ...oneFile, payload: undefined, uploaderId: actor.id },
        ({ files: [file] }, remember) =>
          uploadTemplateVersion(deps, actor, request.params.id, file!, remember),
        () => getRecord(db, actor, templateRecordsFor(actor), null, request.params.id),
      );
      markReplayed(reply, answer);
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    '/api/templates/:id/file',
    {
      schema: {
        operationId: 'downloadTemplate',
        summary: "A template's current file",
        tags,
        params,
        produces: [DOCX_TYPE],
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const file = await openTemplateFile(deps, actor, request.params.id);
      return sendDownload(reply, { type: DOCX_TYPE, fileName: file.fileName, body: file.bytes });
    },
  );

  app.get(
    '/api/template-categories',
    {
      schema: {
        operationId: 'listTemplateCategories',
        summary: "The library's categories: the built-in ones and the firm's own",
        tags,
        response: { 200: templateCategoriesSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return listTemplateCategories(db, actor);
    },
  );

  app.post(
    '/api/template-categories',
    {
      schema: {
        operationId: 'addTemplateCategory',
        summary: "New Category in the firm's templates library",
        tags,
        headers: idempotencyHeaders,
        body: templateCategoryInputSchema,
        response: { 201: z.object({ id: z.string(), name: z.string() }) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'templates:manage');
      const body = await createOnce<Awaited<ReturnType<typeof addTemplateCategory>>>(
        db,
        request,
        reply,
        actor,
        (remember) => addTemplateCategory(db, actor, request.body.name, remember),
      );
      return reply.status(201).send(body);
    },
  );

  app.get(
    '/api/estates/:estateId/templates/:id/merged',
    {
      schema: {
        produces: [DOCX_TYPE],
        operationId: 'downloadMergedTemplate',
        summary: `A template merged with the estate's facts (DOCX); fields outside the vocabulary are named in the ${UNKNOWN_FIELDS_HEADER} header, fields the estate has no value for in ${MISSING_FIELDS_HEADER}; each is a bracketed blank in the text`,
        tags,
        params: mergeParams,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { estateId, id } = request.params;
      const { fileName, merged, unknownFields, missingFields } = await mergeTemplateForEstate(
        deps,
        actor,
        estateId,
        id,
      );
      return reply
        .type(DOCX_TYPE)
        .header('content-disposition', contentDisposition(fileName))
        .header(UNKNOWN_FIELDS_HEADER, unknownFields.join(', '))
        .header(MISSING_FIELDS_HEADER, missingFields.join(', '))
        .header('access-control-expose-headers', `${UNKNOWN_FIELDS_HEADER}, ${MISSING_FIELDS_HEADER}`)
        .header('cache-control', 'private, no-store')
        .send(merged);
    },
  );

  app.post(
    '/api/estates/:estateId/templates/:id/merged',
    {
      schema: {
        operationId: 'saveMergedTemplate',
        summary: "Save a template merged with the estate's facts into the estate's documents",
        tags,
        params: mergeParams,
        headers: idempotencyHeaders,
        response: { 201: templateMergedSavedSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { estateId, id } = request.params;
      const body = await createOnce<Awaited<ReturnType<typeof saveMergedTemplate>>>(
        db,
        request,
        reply,
        actor,
        (remember) => saveMergedTemplate(deps, actor, estateId, id, remember),
        () => requireEstate(db, actor, estateId),
      );
      return reply.status(201).send(body);
    },
  );
}
