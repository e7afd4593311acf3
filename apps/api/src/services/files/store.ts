import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Private: nothing here is served directly; downloads go through the
 * API, which checks who may read each file. Local disk by default.
 */
export interface FileStore {
  /** Streams `source` to `key`; holds at most a few MB of it in memory at a time. */
  put(key: string, source: Readable): Promise<{ sizeBytes: number }>;
  move(from: string, to: string): Promise<void>;
  read(key: string): Readable;
  delete(key: string): Promise<void>;
}
