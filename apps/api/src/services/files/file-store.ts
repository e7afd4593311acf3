import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../env.js';
import { S3FileStore } from './s3-file-store.js';

/**
 * Where uploaded files live. Private: nothing here is served directly; downloads go through the
 * API, which checks who may read each file. Local disk by default.
 */
export interface FileStore {
  /** Streams `source` to `key`; never holds the whole file in memory. */
  put(key: string, source: Readable): Promise<{ sizeBytes: number }>;
  move(from: string, to: string): Promise<void>;
  read(key: string): Readable;
  delete(key: string): Promise<void>;
}

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

  async put(key: string, source: Readable): Promise<{ sizeBytes: number }> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(source, createWriteStream(target, { mode: 0o600 }));
    return { sizeBytes: (await stat(target)).size };
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.pathOf(to);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.pathOf(from), target);
  }

  read(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
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
