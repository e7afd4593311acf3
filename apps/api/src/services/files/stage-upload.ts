import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error.js';
import type { FileStore } from './file-store.js';
import { sniffContentType, type AllowedContentType } from './sniff.js';

export interface StagedFile {
  stagingKey: string;
  fileName: string;
  contentType: AllowedContentType;
  sizeBytes: number;
}

const NAMES: Record<AllowedContentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel (XLSX)',
};

/** The short type stored with a document: PDF, JPEG, PNG, HEIC, DOCX or XLSX. */
export function documentTypeOf(contentType: AllowedContentType): string {
  return NAMES[contentType].replace(/^.*\((\w+)\)$/, '$1');
}

/**
 * Streams one upload to a staging key after checking its first bytes against `allowed`; enforces
 * the size limit (the multipart parser truncates at it). Never holds the file in memory.
 */
export async function stageUpload(
  store: FileStore,
  fileName: string,
  file: NodeJS.ReadableStream & { truncated?: boolean },
  allowed: readonly AllowedContentType[],
  maxBytes: number,
): Promise<StagedFile> {
  const iterator = (file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head: Buffer = first.done ? Buffer.alloc(0) : first.value;
  const contentType = sniffContentType(head, fileName);
  if (!contentType || !allowed.includes(contentType)) {
    (file as Readable).resume();
    const list = allowed.map((t) => NAMES[t]);
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `“${fileName}” is not a ${list.slice(0, -1).join(', ')} or ${list.at(-1)} file.`,
    );
  }
  const stagingKey = `staging/${randomUUID()}`;
  const source = Readable.from(
    (async function* () {
      if (!first.done) yield head;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
  );
  const { sizeBytes } = await store.put(stagingKey, source);
  if (file.truncated || sizeBytes > maxBytes) {
    await store.delete(stagingKey);
    throw new AppError('PAYLOAD_TOO_LARGE', `“${fileName}” is larger than ${maxBytes / (1024 * 1024)} MB.`);
  }
  return { stagingKey, fileName, contentType, sizeBytes };
}
