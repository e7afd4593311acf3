import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  documentListQuerySchema,
  documentListSchema,
  documentReplacedSchema,
  documentReplaceSchema,
  documentSharedSchema,
  documentSharingSchema,
  documentUploadedSchema,
  documentUploadSchema,
  documentVersionsSchema,
  documentGrantInputSchema,
  documentGrantListQuerySchema,
  documentGrantListSchema,
  documentVersionParamsSchema,
  grantablePeopleSchema,
  idParamsFor,
  noContent,
} from '@estate/domain';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { listDocuments } from '../services/documents/list-documents.js';
import {
  grantDocumentAccess,
  listGrantablePeople,
  revokeDocumentGrant,
} from '../services/documents/grant-document-access.js';
import { listDocumentGrants } from '../services/documents/list-document-grants.js';
import { listDocumentVersions } from '../services/documents/list-document-versions.js';
import { openDocumentVersionFile } from '../services/documents/open-document-version-file.js';
import { openDocumentFile } from '../services/documents/open-document-file.js';
import { replaceDocument, requireReplaceableDocument } from '../services/documents/replace-document.js';
import { shareDocument } from '../services/documents/share-document.js';
import { uploadDocument } from '../services/documents/upload-document.js';
import { DOCUMENT_UPLOAD_TYPES } from '../services/files/file-types.js';
import { idempotentUpload, type UploadRules } from '../services/files/read-upload.js';
import { idempotencyHeaders, idempotencyOf, markReplayed } from '../lib/idempotency.js';
import { requireEstate } from '../services/access/index.js';
import { sendDownload } from '../lib/content-disposition.js';
import { changeHeaders, ifMatchOf, sendEtag } from '../lib/versions.js';

/** One file at a time; the form's values (estate, tags, sharing) in `payload`. */
const oneFile = {
  maxFiles: 1,
  fileRequired: true,
  types: DOCUMENT_UPLOAD_TYPES,
  sending: 'file',
} satisfies Omit<UploadRules<undefined>, 'payload'>;

const documentParams = idParamsFor('Document not found');
const tags = ['Documents'];

export function documentRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = deps;

  /** The library: documents of estates where I hold an active role link, newest upload first. */
  app.get(
    '/api/documents',
    {
      schema: {
        operationId: 'listDocuments',
        summary: "The documents library, newest upload first, or one estate's documents",
        tags,
        querystring: documentListQuerySchema,
        response: { 200: documentListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return listDocuments(db, actor, request.query);
    },
  );

  /** Upload Document: choose the estate and tags; the type comes from the file's bytes. */
  app.post(
    '/api/documents',
    {
      schema: {
        operationId: 'uploadDocument',
        multipartForm: {
          payload: documentUploadSchema,
          files: 'file',
          maxFiles: 1,
          fileRequired: true,
          uploadIds: true,
        },
        summary:
          'Upload a document to an estate (multipart: `payload` JSON and one file, or its `uploadId` from POST /api/uploads)',
        tags,
        headers: idempotencyHeaders,
        response: { 201: documentUploadedSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      const answer = await idempotentUpload<
        typeof documentUploadSchema,
        Awaited<ReturnType<typeof uploadDocument>>
      >(
        deps,
        request,
        idempotencyOf(request, actor),
        201,
        { ...oneFile, payload: documentUploadSchema, uploaderId: actor.id },
        ({ input, files: [file] }, remember) =>
          uploadDocument(deps, actor, input, file!, (tx, id) =>
            remember
              ? remember(tx, { documentId: id, fileUrl: `/api/documents/${id}/file` })
              : Promise.resolve(),
          ),
        // Access first, even for a retry: someone taken off the estate is not answered its document.
        (input) => requireEstate(db, actor, input.estateId),
      );
      markReplayed(reply, answer);
      return reply.status(201).send(answer.body);
    },
  );

  /**
   * Shares a document with the estate's beneficiaries, or stops sharing it: made against the
   * version of its details it was read at (`editVersion` of its list item, sent as If-Match;
   * decision 060), answered as the new ETag. Its `version` counts its files, and is not this.
   */
  app.patch(
    '/api/documents/:id',
    {
      schema: {
        operationId: 'shareDocument',
        summary: "Share a document with the estate's beneficiaries, or stop sharing it",
        tags,
        params: documentParams,
        headers: changeHeaders,
        body: documentSharingSchema,
        response: { 200: documentSharedSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const shared = await shareDocument(db, actor, request.params.id, request.body, ifMatchOf(request));
      sendEtag(reply, { version: shared.editVersion });
      return shared;
    },
  );

  /** Opens the file, for anyone who may see its estate. */
  app.get(
    '/api/documents/:id/file',
    {
      schema: {
        produces: [...DOCUMENT_UPLOAD_TYPES],
        operationId: 'openDocumentFile',
        summary: "A document's current file, shown in the browser",
        tags,
        params: documentParams,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      const file = await openDocumentFile(deps, actor, request.params.id);
      return sendDownload(reply, {
        type: file.contentType,
        fileName: file.fileName,
        body: file.stream,
        as: 'inline',
      });
    },
  );

  /** Replacing a document keeps the earlier file as a version. */
  app.post(
    '/api/documents/:id/versions',
    {
      schema: {
        operationId: 'replaceDocument',
        multipartForm: {
          payload: documentReplaceSchema,
          files: 'file',
          maxFiles: 1,
          fileRequired: true,
          uploadIds: true,
        },
        summary:
          "Replace a document's file, keeping the earlier one as a version (multipart: `payload` JSON with an optional changeDescription, and one file)",
        tags,
        params: documentParams,
        headers: idempotencyHeaders,
        response: { 201: documentReplacedSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      const scope = idempotencyOf(request, actor);
      // Who may replace it is settled before the file is read (and before a retry is answered).
      const document = await requireReplaceableDocument(db, actor, request.params.id);
      const answer = await idempotentUpload<
        typeof documentReplaceSchema,
        Awaited<ReturnType<typeof replaceDocument>>
      >(
        deps,
        request,
        scope,
        201,
        { ...oneFile, payload: documentReplaceSchema, uploaderId: actor.id },
        ({ input, files: [file] }, remember) =>
          replaceDocument(deps, actor, document, file!, input.changeDescription, remember),
      );
      markReplayed(reply, answer);
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    '/api/documents/:id/versions',
    {
      schema: {
        operationId: 'listDocumentVersions',
        summary: "A document's current file and its earlier versions",
        tags,
        params: documentParams,
        response: { 200: documentVersionsSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return listDocumentVersions(db, actor, request.params.id);
    },
  );

  /** One version's file (the current one too), for anyone who may open the document. */
  app.get(
    '/api/documents/:id/versions/:version/file',
    {
      schema: {
        produces: [...DOCUMENT_UPLOAD_TYPES],
        operationId: 'openDocumentVersionFile',
        summary: "One version of a document's file, as a download",
        tags,
        params: documentVersionParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      const file = await openDocumentVersionFile(deps, actor, request.params.id, request.params.version);
      return sendDownload(reply, { type: file.contentType, fileName: file.fileName, body: file.stream });
    },
  );

  /** Document Access Permissions: the grants I may see (decision 031). */
  app.get(
    '/api/document-grants',
    {
      schema: {
        operationId: 'listDocumentGrants',
        summary: 'Access grants on the documents whose access I manage, and my own',
        tags,
        querystring: documentGrantListQuerySchema,
        response: { 200: documentGrantListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return listDocumentGrants(db, actor, request.query);
    },
  );

  /** Grant Access (again to the same person: their level changes). */
  app.post(
    '/api/document-grants',
    {
      schema: {
        operationId: 'grantDocumentAccess',
        summary: 'Give a person on the estate view, edit or admin access to one document',
        tags,
        body: documentGrantInputSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return reply.status(201).send(await grantDocumentAccess(db, actor, request.body));
    },
  );

  app.delete(
    '/api/document-grants/:id',
    {
      schema: {
        operationId: 'revokeDocumentGrant',
        summary: 'Revoke an access grant',
        tags,
        params: idParamsFor('Access grant not found'),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      await revokeDocumentGrant(db, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  /** Grant Access's person choice: the people on the document's estate. */
  app.get(
    '/api/documents/:id/grantable-people',
    {
      schema: {
        operationId: 'listGrantablePeople',
        summary: "The people on a document's estate who may be granted access to it",
        tags,
        params: documentParams,
        response: { 200: grantablePeopleSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return listGrantablePeople(db, actor, request.params.id);
    },
  );
}
