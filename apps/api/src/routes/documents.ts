import {
  DOCUMENT_RANGE_VALUES,
  DOCUMENT_TYPES,
  documentSharingSchema,
  type DocumentList,
} from '@estate/domain';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app.js';
import { auditEvents, documentVersions, documents, estates, users } from '../db/schema.js';
import { AppError, forbidden, notFound } from '../lib/app-error.js';
import { uploadParts } from '../lib/multipart.js';
import { parseId, parseInput } from '../lib/validate.js';
import { requireActor, type Actor } from '../services/auth/actor.js';
import {
  libraryDocuments,
  requireEstate,
  runsEstates,
  visibleDocuments,
} from '../services/estates/access.js';
import { safeFileName } from '../services/files/file-store.js';
import { DOCX, XLSX, type AllowedContentType } from '../services/files/sniff.js';
import { adoptFiles, discardFiles, recordFileIntents } from '../services/files/file-intents.js';
import { documentTypeOf, stageUpload, type StagedFile } from '../services/files/stage-upload.js';
import { containsPattern } from '../lib/search.js';

const TYPES: readonly AllowedContentType[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/heic',
  DOCX,
  XLSX,
];
const MAX_BYTES = 20 * 1024 * 1024;
const CONTENT_TYPES: Record<string, string> = {
  PDF: 'application/pdf',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  HEIC: 'image/heic',
  DOCX,
  XLSX,
};

const listQuery = z.object({
  q: z.string().trim().max(100).default(''),
  type: z.enum(DOCUMENT_TYPES).optional(),
  estateId: z.uuid().optional(),
  range: z.enum(DOCUMENT_RANGE_VALUES).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
const uploadPayload = z.object({
  estateId: z.uuid({ message: 'Please choose an estate' }),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  /** Honoured for those who run the estate; a beneficiary's own upload is theirs and the firm's. */
  sharedWithBeneficiaries: z.boolean().default(false),
});

/** Reads the multipart request: one `payload` field and exactly one file. */
async function readSingleUpload(deps: AppDeps, request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the file as multipart/form-data.');
  let staged: StagedFile | null = null;
  let payload = '{}';
  try {
    for await (const part of uploadParts(request)) {
      if (part.type === 'field') {
        if (part.fieldname === 'payload') payload = String(part.value);
        continue;
      }
      if (staged) {
        part.file.resume();
        throw new AppError('VALIDATION', 'Please upload one file at a time.');
      }
      staged = await stageUpload(deps, part.filename, part.file, TYPES, MAX_BYTES);
    }
    if (!staged)
      throw new AppError('VALIDATION', 'Please choose a file to upload.', [
        { path: 'file', message: 'Please choose a file to upload.' },
      ]);
    return { staged, payload };
  } catch (err) {
    if (staged) await discardFiles(deps.db, deps.store, [staged.stagingKey]);
    throw err;
  }
}

export async function documentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { auth, db, store } = deps;

  /** The library: documents of estates where I hold an active role link, newest upload first. */
  app.get('/api/documents', async (request): Promise<DocumentList> => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    const q = parseInput(listQuery, request.query);
    // The library lists estates with an active role link (spec 2 §6); one estate's documents follow
    // the estate access rule, so its creator and admins see them on the estate page too.
    const filters: SQL[] = [];
    if (q.estateId) {
      await requireEstate(db, actor, q.estateId);
      filters.push(visibleDocuments(actor));
    } else filters.push(libraryDocuments(actor));
    if (q.q) {
      const like = containsPattern(q.q);
      // By file name, or by the deceased's name through the estates that match: each side is one
      // trigram index (migration 0005), and the count needs no join.
      filters.push(
        sql`(${documents.uploadedFile} ilike ${like} or ${documents.estateId} in (select ${estates.id} from ${estates} where ${estates.deceasedName} ilike ${like}))`,
      );
    }
    if (q.type) filters.push(eq(documents.type, q.type));
    if (q.estateId) filters.push(eq(documents.estateId, q.estateId));
    if (q.range !== 'all')
      filters.push(
        gte(documents.uploadDate, sql`now() - (${Number.parseInt(q.range, 10)} * interval '1 day')`),
      );
    const where = and(...filters);
    const [[{ total } = { total: 0 }], rows] = await Promise.all([
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(documents)
        .where(where),
      db
        .select({ d: documents, deceasedName: estates.deceasedName, uploaderName: users.name })
        .from(documents)
        .innerJoin(estates, eq(estates.id, documents.estateId))
        .leftJoin(users, eq(users.id, documents.uploadedBy))
        .where(where)
        .orderBy(desc(documents.uploadDate), desc(documents.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
    ]);
    return {
      total,
      items: rows.map(({ d, deceasedName, uploaderName }) => ({
        documentId: d.id,
        estateId: d.estateId,
        deceasedName,
        type: d.type,
        fileUrl: d.fileUrl,
        uploadedFile: d.uploadedFile,
        uploadDate: d.uploadDate.toISOString(),
        uploadedBy: uploaderName,
        tags: d.tags,
        version: d.version,
        sharedWithBeneficiaries: d.sharedWithBeneficiaries,
      })),
    };
  });

  /** Upload Document: choose the estate and tags; the type comes from the file's bytes. */
  app.post('/api/documents', async (request, reply) => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    const { staged, payload } = await readSingleUpload(deps, request);
    try {
      const input = parseInput(uploadPayload, JSON.parse(payload));
      await requireEstate(db, actor, input.estateId);
      const id = randomUUID();
      const key = `estate_documents/${input.estateId}/${Date.now()}_${safeFileName(staged.fileName)}`;
      await recordFileIntents(db, [key]);
      await store.move(staged.stagingKey, key);
      try {
        await db.transaction(async (tx) => {
          await adoptFiles(tx, { stored: [key], consumed: [staged.stagingKey] });
          await tx.insert(documents).values({
            id,
            estateId: input.estateId,
            type: documentTypeOf(staged.contentType),
            fileUrl: `/api/documents/${id}/file`,
            uploadedFile: staged.fileName,
            uploadedBy: actor.id,
            tags: input.tags,
            storageKey: key,
            sizeBytes: staged.sizeBytes,
            sharedWithBeneficiaries: runsEstates(actor) && input.sharedWithBeneficiaries,
          });
          await tx.update(estates).set({ updatedAt: new Date() }).where(eq(estates.id, input.estateId));
          await tx.insert(auditEvents).values({
            actorId: actor.id,
            action: 'document.uploaded',
            entityType: 'document',
            entityId: id,
            data: { estateId: input.estateId, name: staged.fileName },
          });
        });
      } catch (err) {
        await discardFiles(db, store, [key]);
        throw err;
      }
      return reply.status(201).send({ documentId: id, fileUrl: `/api/documents/${id}/file` });
    } catch (err) {
      await discardFiles(db, store, [staged.stagingKey]);
      if (err instanceof SyntaxError)
        throw new AppError('VALIDATION', 'The form could not be read. Please try again.');
      throw err;
    }
  });

  const visibleDocument = async (actor: Actor, id: string) => {
    parseId({ id }, 'Document not found');
    const [row] = await db
      .select({ d: documents })
      .from(documents)
      .where(and(eq(documents.id, id), visibleDocuments(actor)));
    if (!row) throw notFound('Document not found');
    return row.d;
  };

  /** Shares a document with the estate's beneficiaries, or stops sharing it. */
  app.patch('/api/documents/:id', async (request) => {
    const actor = await requireActor(auth, request, 'estate:manage');
    const d = await visibleDocument(actor, (request.params as { id: string }).id);
    const input = parseInput(documentSharingSchema, request.body);
    await db.transaction(async (tx) => {
      await tx
        .update(documents)
        .set({ sharedWithBeneficiaries: input.sharedWithBeneficiaries })
        .where(eq(documents.id, d.id));
      await tx.insert(auditEvents).values({
        actorId: actor.id,
        action: input.sharedWithBeneficiaries ? 'document.shared' : 'document.unshared',
        entityType: 'document',
        entityId: d.id,
        data: { estateId: d.estateId, name: d.uploadedFile },
      });
    });
    return { documentId: d.id, sharedWithBeneficiaries: input.sharedWithBeneficiaries };
  });

  /** Opens the file, for anyone who may see its estate. */
  app.get('/api/documents/:id/file', async (request, reply) => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    const d = await visibleDocument(actor, (request.params as { id: string }).id);
    return reply
      .type(CONTENT_TYPES[d.type] ?? 'application/octet-stream')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(d.uploadedFile)}`)
      .header('cache-control', 'private, no-store')
      .send(store.read(d.storageKey));
  });

  /** Replacing a document keeps the earlier file as a version. */
  app.post('/api/documents/:id/versions', async (request, reply) => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    const d = await visibleDocument(actor, (request.params as { id: string }).id);
    // A beneficiary may replace what they uploaded, not a document the firm shared with them.
    if (!runsEstates(actor) && d.uploadedBy !== actor.id)
      throw forbidden("Only the estate's lawyer, its executor or an admin can replace this document.");
    const { staged } = await readSingleUpload(deps, request);
    const key = `estate_documents/${d.estateId}/${Date.now()}_${safeFileName(staged.fileName)}`;
    try {
      await recordFileIntents(db, [key]);
      await store.move(staged.stagingKey, key);
    } catch (err) {
      await discardFiles(db, store, [staged.stagingKey, key]);
      throw err;
    }
    try {
      const version = await db.transaction(async (tx) => {
        await adoptFiles(tx, { stored: [key], consumed: [staged.stagingKey] });
        await tx.insert(documentVersions).values({
          documentId: d.id,
          version: d.version,
          uploadedFile: d.uploadedFile,
          storageKey: d.storageKey,
          sizeBytes: d.sizeBytes,
          uploadedBy: d.uploadedBy,
        });
        const [updated] = await tx
          .update(documents)
          .set({
            version: d.version + 1,
            uploadedFile: staged.fileName,
            storageKey: key,
            sizeBytes: staged.sizeBytes,
            type: documentTypeOf(staged.contentType),
            uploadedBy: actor.id,
            uploadDate: new Date(),
          })
          .where(eq(documents.id, d.id))
          .returning();
        await tx.insert(auditEvents).values({
          actorId: actor.id,
          action: 'document.replaced',
          entityType: 'document',
          entityId: d.id,
          data: { version: updated!.version },
        });
        return updated!.version;
      });
      return reply.status(201).send({ documentId: d.id, version });
    } catch (err) {
      await discardFiles(db, store, [key]);
      throw err;
    }
  });

  app.get('/api/documents/:id/versions', async (request) => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    const d = await visibleDocument(actor, (request.params as { id: string }).id);
    const rows = await db
      .select({ v: documentVersions, name: users.name })
      .from(documentVersions)
      .leftJoin(users, eq(users.id, documentVersions.uploadedBy))
      .where(eq(documentVersions.documentId, d.id))
      .orderBy(desc(documentVersions.version));
    return {
      current: {
        version: d.version,
        uploadedFile: d.uploadedFile,
        sizeBytes: d.sizeBytes,
        uploadDate: d.uploadDate.toISOString(),
      },
      items: rows.map(({ v, name }) => ({
        version: v.version,
        uploadedFile: v.uploadedFile,
        sizeBytes: v.sizeBytes,
        createdBy: name,
        createdAt: v.createdAt.toISOString(),
      })),
    };
  });
}
