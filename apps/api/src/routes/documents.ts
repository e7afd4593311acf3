import {
  documentListQuerySchema,
  documentSharingSchema,
  documentUploadSchema,
  type DocumentList,
} from '@estate/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { parseId, parseInput } from '../lib/validate.js';
import { requireActor } from '../services/auth/actor.js';
import { listDocuments } from '../services/documents/list-documents.js';
import { listDocumentVersions } from '../services/documents/list-document-versions.js';
import { openDocumentFile } from '../services/documents/open-document-file.js';
import { replaceDocument, requireReplaceableDocument } from '../services/documents/replace-document.js';
import { requireDocument } from '../services/documents/require-document.js';
import { shareDocument } from '../services/documents/share-document.js';
import { uploadDocument } from '../services/documents/upload-document.js';
import { DOCUMENT_UPLOAD_TYPES } from '../services/files/file-types.js';
import { withUpload, type UploadRules } from '../services/files/read-upload.js';

/** One file at a time; the form's values (estate, tags, sharing) in `payload`. */
const oneFile = {
  maxFiles: 1,
  fileRequired: true,
  types: DOCUMENT_UPLOAD_TYPES,
  sending: 'file',
} satisfies Omit<UploadRules<undefined>, 'payload'>;

const NOT_FOUND = 'Document not found';

export async function documentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { auth, db } = deps;

  /** The library: documents of estates where I hold an active role link, newest upload first. */
  app.get('/api/documents', async (request): Promise<DocumentList> => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    const q = parseInput(documentListQuerySchema, request.query);
    return listDocuments(db, actor, q);
  });

  /** Upload Document: choose the estate and tags; the type comes from the file's bytes. */
  app.post('/api/documents', async (request, reply) => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    const created = await withUpload(
      deps,
      request,
      { ...oneFile, payload: documentUploadSchema },
      ({ input, files: [file] }) => uploadDocument(deps, actor, input, file!),
    );
    return reply.status(201).send(created);
  });

  /** Shares a document with the estate's beneficiaries, or stops sharing it. */
  app.patch('/api/documents/:id', async (request) => {
    const actor = await requireActor(auth, request, 'estate:manage');
    // 404 for a document they may not see comes before any word about their input.
    const document = await requireDocument(db, actor, parseId(request.params, NOT_FOUND));
    const input = parseInput(documentSharingSchema, request.body);
    return shareDocument(db, actor, document, input);
  });

  /** Opens the file, for anyone who may see its estate. */
  app.get('/api/documents/:id/file', async (request, reply) => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    const file = await openDocumentFile(deps, actor, parseId(request.params, NOT_FOUND));
    return reply
      .type(file.contentType)
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });

  /** Replacing a document keeps the earlier file as a version. */
  app.post('/api/documents/:id/versions', async (request, reply) => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    // Who may replace it is settled before the file is read.
    const document = await requireReplaceableDocument(db, actor, parseId(request.params, NOT_FOUND));
    const replaced = await withUpload(
      deps,
      request,
      { ...oneFile, payload: undefined },
      ({ files: [file] }) => replaceDocument(deps, actor, document, file!),
    );
    return reply.status(201).send(replaced);
  });

  app.get('/api/documents/:id/versions', async (request) => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    return listDocumentVersions(db, actor, parseId(request.params, NOT_FOUND));
  });
}
