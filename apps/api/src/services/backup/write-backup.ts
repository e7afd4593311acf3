import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Database } from '../../db/client.js';
import type { FileStore } from '../files/file-store.js';
import {
  AUTH_SECRET_NAME,
  BACKUP_FORMAT,
  FILES_PREFIX,
  MANIFEST_NAME,
  isSafeKey,
  type BackupManifest,
} from './backup-manifest.js';
import { dumpDatabase } from './dump-database.js';

export interface BackupSource {
  database: Pick<Database, 'kind' | 'pglite' | 'url'>;
  store: FileStore;
  /** The data folder (its `auth-secret` goes in when the secret came from there). */
  dataDir: string;
  authSecret: string;
  appVersion: string;
}

export interface BackupSummary {
  manifest: BackupManifest;
  /** Bytes written to `out` (the compressed archive). */
  archiveBytes: number;
  ms: number;
}

/**
 * Writes one backup archive (a gzipped tar: the database dump, every stored file a row names, the
 * data folder's secret, and a manifest with checksums, last) to `out`. Nothing is held whole in
 * memory except the embedded database's SQL dump; each file passes through a temporary copy so its
 * size is known before it is written into the archive. `live`: the database is in use by this process.
 */
export async function writeBackup(
  source: BackupSource,
  out: Writable,
  opts: { live: boolean },
): Promise<BackupSummary> {
  const started = performance.now();
  const work = await mkdtemp(path.join(tmpdir(), 'estate-backup-'));
  const pack = tar.pack();
  const gzip = createGzip({ level: 6 });
  let archiveBytes = 0;
  const counting = new Transform({
    transform(chunk: Buffer, _enc, done) {
      archiveBytes += chunk.length;
      done(null, chunk);
    },
  });
  const written = pipeline(pack, gzip, counting, out);
  // If the output fails, stop feeding the archive at once.
  written.catch(() => pack.destroy());
  try {
    const dump = await dumpDatabase(source.database, work, opts);
    const databaseName = `database/${path.basename(dump.file)}`;
    const databaseEntry = await addFile(pack, databaseName, dump.file);

    const files: BackupManifest['files'] = [];
    const missingFiles: string[] = [];
    for (const key of dump.fileKeys) {
      if (!isSafeKey(key)) throw new Error(`A stored file has an unsafe key and cannot be backed up: ${key}`);
      const copy = path.join(work, 'file');
      try {
        await pipeline(source.store.read(key), createWriteStream(copy, { mode: 0o600 }));
      } catch (err) {
        if (isMissing(err)) {
          missingFiles.push(key);
          continue;
        }
        throw err;
      }
      const entry = await addFile(pack, FILES_PREFIX + key, copy);
      files.push({ key, ...entry });
      await rm(copy, { force: true });
    }

    const secretFile = path.join(source.dataDir, 'auth-secret');
    let authSecret: BackupManifest['authSecret'] = { from: 'environment' };
    if (existsSync(secretFile) && readFileSync(secretFile, 'utf8').trim() === source.authSecret) {
      authSecret = { from: 'included', ...(await addFile(pack, AUTH_SECRET_NAME, secretFile)) };
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      appVersion: source.appVersion,
      migration: dump.migration,
      database: { ...databaseEntry, format: dump.format, source: dump.source, tables: dump.tables },
      files,
      missingFiles,
      authSecret,
    };
    await addBuffer(pack, MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2) + '\n'));
    pack.finalize();
    await written;
    return { manifest, archiveBytes, ms: Math.round(performance.now() - started) };
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => {});
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Adds a file on disk under `name`; answers its size and SHA-256. */
async function addFile(
  pack: tar.Pack,
  name: string,
  file: string,
): Promise<{ name: string; bytes: number; sha256: string }> {
  const { size } = await stat(file);
  const hash = createHash('sha256');
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() }, (err) =>
      err ? reject(err) : resolve(),
    );
    const hashing = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    pipeline(createReadStream(file), hashing, entry).catch(reject);
  });
  return { name, bytes: size, sha256: hash.digest('hex') };
}

function addBuffer(pack: tar.Pack, name: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: data.length, mode: 0o600, mtime: new Date() }, data, (err) =>
      err ? reject(err) : resolve(),
    ),
  );
}

/** A file a row names but the store does not have (both stores say ENOENT). */
function isMissing(err: unknown): boolean {
  return (err as { code?: string }).code === 'ENOENT';
}
