import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import type { FileStore } from '../files/file-store.js';
import { contentTypeOfShortName } from '../files/file-types.js';
import { requireDocument } from './require-document.js';

/**
 * A document's current file, for anyone who may see it; 404 otherwise. Each opening is audited
 * (`document.downloaded`, with its estate, so the estate's readers see it in the audit log).
 */
export async function openDocumentFile(
  { db, store }: { db: Db; store: FileStore },
  actor: Pick<Actor, 'id' | 'role'>,
  id: string,
): Promise<{ fileName: string; contentType: string; stream: Readable }> {
  const d = await requireDocument(db, actor, id);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'document.downloaded',
    entityType: 'document',
    entityId: d.id,
    data: { estateId: d.estateId, name: d.uploadedFile, version: d.version },
  });
  return {
    fileName: d.uploadedFile,
    contentType: contentTypeOfShortName(d.type),
    stream: store.read(d.storageKey),
  };
}
