import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { discardFiles, recordFileIntents } from './file-intents.js';
import type { FileStore } from './file-store.js';
import { labelOf, shortNameOf, type AllowedContentType } from './file-types.js';
import { sniffContentType } from './sniff.js';
import type { StagedFile } from './staged-file.js';

export type { StagedFile } from './staged-file.js';

/** The refusal of a file whose bytes are not one of the allowed types. */
export function unsupportedType(fileName: string, allowed: readonly AllowedContentType[]): AppError {
  const list = allowed.map(labelOf);
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `“${fileName}” is not a ${list.slice(0, -1).join(', ')} or ${list.at(-1)} file.`,
  );
}

/** The refusal of a file over the size limit. */
export function tooLarge(fileName: string, maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `“${fileName}” is larger than ${maxBytes / (1024 * 1024)} MB.`);
}

/** The short type stored with a document: PDF, JPEG, PNG, HEIC, DOCX or XLSX. */
export function documentTypeOf(contentType: AllowedContentType): string {
  return shortNameOf(contentType);
}

/**
 * Streams one upload to a staging key after checking its first bytes against `allowed`; enforces
 * the size limit (the multipart parser truncates at it). Never holds the whole file in memory: a
 * store holds one batch of it at most (1 MB on local disk, one part on S3). The key is logged as a
 * file intent first, so a crash or an abandoned request leaves nothing the sweeper cannot find;
 * whoever records the file adopts it (file-intents.ts).
 */
export async function stageUpload(
  { db, store }: { db: Db; store: FileStore },
  fileName: string,
  file: NodeJS.ReadableStream & { truncated?: boolean },
  allowed: readonly AllowedContentType[],
  maxBytes: number,
  /** Sees each chunk as it passes (the form's fingerprint hashes the file: decision 061). */
  onBytes?: (chunk: Buffer) => void,
): Promise<StagedFile> {
  const iterator = (file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head: Buffer = first.done ? Buffer.alloc(0) : first.value;
  if (!head.length) {
    (file as Readable).resume();
    throw new AppError('VALIDATION', `“${fileName}” is empty.`, [
      { path: 'file', message: `“${fileName}” is empty.` },
    ]);
  }
  const contentType = sniffContentType(head, fileName);
  if (!contentType || !allowed.includes(contentType)) {
    (file as Readable).resume();
    throw unsupportedType(fileName, allowed);
  }
  const stagingKey = `staging/${randomUUID()}`;
  const source = Readable.from(
    (async function* () {
      if (!first.done) {
        onBytes?.(head);
        yield head;
      }
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        onBytes?.(next.value);
        yield next.value;
      }
    })(),
  );
  await recordFileIntents(db, [stagingKey]);
  let sizeBytes: number;
  try {
    ({ sizeBytes } = await store.put(stagingKey, source));
  } catch (err) {
    // A client that hangs up mid-file leaves part of it written.
    await discardFiles(db, store, [stagingKey]);
    throw err;
  }
  if (file.truncated || sizeBytes > maxBytes) {
    await discardFiles(db, store, [stagingKey]);
    throw tooLarge(fileName, maxBytes);
  }
  return { stagingKey, fileName, contentType, sizeBytes };
}
