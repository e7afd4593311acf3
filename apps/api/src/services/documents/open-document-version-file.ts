import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentVersions } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import type { FileStore } from '../files/file-store.js';
import { contentTypeOfShortName } from '../files/file-types.js';
import { openDocumentFile } from './open-document-file.js';
import { requireDocument } from './require-document.js';

/**
 * One version's file, for anyone who may open the document itself (the same rule: access
 * `visibleDocuments`); the current version is the current file. Audited as `document.downloaded`
 * with the version, like the current file.
 */
export async function openDocumentVersionFile(
  deps: { db: Db; store: FileStore },
  actor: Pick<Actor, 'id' | 'role'>,
  id: string,
  version: number,
): Promise<{ fileName: string; contentType: string; stream: Readable }> {
  const { db, store } = deps;
  const d = await requireDocument(db, actor, id);
  if (version === d.version) return openDocumentFile(deps, actor, id);
  const [v] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, d.id), eq(documentVersions.version, version)));
  if (!v) throw notFound('Version not found');
  await recordAudit(db, {
    actorId: actor.id,
    action: 'document.downloaded',
    entityType: 'document',
    entityId: d.id,
    data: { estateId: d.estateId, name: v.uploadedFile, version: v.version },
  });
  const type = v.uploadedFile.split('.').pop()?.toUpperCase() ?? d.type;
  return {
    fileName: v.uploadedFile,
    contentType: contentTypeOfShortName(type === 'JPG' ? 'JPEG' : type),
    stream: store.read(v.storageKey),
  };
}
