import { Readable } from 'node:stream';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../access/actor.js';
import { discardFiles } from '../files/file-intents.js';
import type { FileStore } from '../files/file-store.js';
import { DOCUMENT_UPLOAD_TYPES, MAX_FILE_BYTES } from '../files/file-types.js';
import { stageUpload } from '../files/stage-upload.js';
import { uploadDocument } from './upload-document.js';

/**
 * A file the app made (a drafted court paper, a merged letter) saved into an estate's documents
 * through Upload Document's own pipeline: staged and checked like an upload, stored, audited
 * (`document.uploaded`), private to those who run the estate. `within` adds to its transaction.
 */
export async function saveGeneratedDocument(
  deps: { db: Db; store: FileStore },
  actor: Pick<Actor, 'id' | 'role'>,
  input: { estateId: string; fileName: string; tags: string[] },
  data: Buffer,
  within?: (tx: Tx, documentId: string) => Promise<void>,
): Promise<{ documentId: string; fileUrl: string }> {
  const staged = await stageUpload(
    deps,
    input.fileName,
    Readable.from([data]),
    DOCUMENT_UPLOAD_TYPES,
    MAX_FILE_BYTES,
  );
  // uploadDocument moves the staged file once it has checked the estate; if it refuses before, the
  // staged copy is removed here so nothing is left behind.
  return uploadDocument(
    deps,
    actor,
    { estateId: input.estateId, tags: input.tags, sharedWithBeneficiaries: false },
    staged,
    within,
  ).catch(async (err: unknown) => {
    await discardFiles(deps.db, deps.store, [staged.stagingKey]);
    throw err;
  });
}
