import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import type { Actor } from '../auth/actor.js';
import type { FileStore } from '../files/file-store.js';
import { contentTypeOfShortName } from '../files/file-types.js';
import { requireDocument } from './require-document.js';

/** A document's current file, for anyone who may see it; 404 otherwise. */
export async function openDocumentFile(
  { db, store }: { db: Db; store: FileStore },
  actor: Pick<Actor, 'id' | 'role'>,
  id: string,
): Promise<{ fileName: string; contentType: string; stream: Readable }> {
  const d = await requireDocument(db, actor, id);
  return {
    fileName: d.uploadedFile,
    contentType: contentTypeOfShortName(d.type),
    stream: store.read(d.storageKey),
  };
}
