import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../env.js';
import { S3FileStore } from './s3-file-store.js';
import type { FileStore } from './store.js';

export type { FileStore } from './store.js';

/** A stored file read whole into memory: only for small files the app itself opens (a Word template). */
export async function readWhole(store: FileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of store.read(key)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Invalid file key: ${key}`);
    return full;
  }

  /**
   * Written in batches of up to WRITE_BATCH bytes, one `writev` each: a 1 MB upload arrives as some
   * twenty chunks, and each write is a trip through the thread pool (issue 20). The folder is made
   * only when it is missing.
   */
  async put(key: string, source: Readable): Promise<{ sizeBytes: number }> {
    const target = this.pathOf(key);
    const file = await inFolder(target, () => open(target, 'w', 0o600));
    let sizeBytes = 0;
    try {
      let batch: Buffer[] = [];
      let batched = 0;
      for await (const chunk of source) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        batch.push(bytes);
        batched += bytes.length;
        sizeBytes += bytes.length;
        if (batched < WRITE_BATCH) continue;
        await writeAll(file, batch, batched);
        batch = [];
        batched = 0;
      }
      if (batched) await writeAll(file, batch, batched);
    } finally {
      await file.close();
    }
    return { sizeBytes };
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.pathOf(to);
    await inFolder(target, () => rename(this.pathOf(from), target));
  }

  read(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** The most of a file `LocalFileStore.put` holds before writing it. */
const WRITE_BATCH = 1024 * 1024;

/**
 * Runs `work`, which creates `target`; if that fails because `target`'s folder does not exist,
 * makes the folder and runs it again. Saves a `mkdir` per file where the folder is already there.
 */
async function inFolder<T>(target: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    await mkdir(path.dirname(target), { recursive: true });
    return work();
  }
}

/** Writes all `size` bytes of `buffers`, however many calls that takes. */
async function writeAll(file: FileHandle, buffers: Buffer[], size: number): Promise<void> {
  const { bytesWritten } = await file.writev(buffers);
  if (bytesWritten === size) return;
  const rest = Buffer.concat(buffers).subarray(bytesWritten);
  for (let at = 0; at < rest.length; ) at += (await file.write(rest, at)).bytesWritten;
}

/** The store the configuration names: the S3 bucket when one is set, else `DATA_DIR/files`. */
export function fileStoreFor(config: Pick<Config, 's3' | 'dataDir'>): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(path.join(config.dataDir, 'files'));
}

/** A safe file name for storage keys: no paths, no control characters, bounded length. */
export function safeFileName(name: string): string {
  const base = path.basename(name).normalize('NFC');
  const cleaned = base
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .replace(/^\.+/, '')
    .trim();
  return (cleaned || 'file').slice(-120);
}
