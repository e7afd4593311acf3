import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, openDatabase, openPglite } from '../../db/client.js';
import { lockDataDir } from '../../db/pglite-lock.js';
import type { Config } from '../../env.js';
import type { FileStore } from '../files/file-store.js';
import {
  AUTH_SECRET_NAME,
  FILES_PREFIX,
  MANIFEST_NAME,
  backupManifestSchema,
  isSafeKey,
  type BackupManifest,
} from './backup-manifest.js';
import { inventoryOf, migrationsInRelease, runPgTool } from './dump-database.js';

/** Why a restore was refused or failed; the message is for the person running it. */
export class RestoreError extends Error {}

/** An archive unpacked into a working folder and checked against its manifest. */
export interface CheckedBackup {
  manifest: BackupManifest;
  dir: string;
  /** Removes the working folder. */
  dispose(): Promise<void>;
}

/**
 * Unpacks an archive into a temporary folder and checks every entry against the manifest (size and
 * SHA-256), and that nothing is missing or extra. Throws RestoreError naming the first problem.
 */
export async function checkBackup(archive: Readable): Promise<CheckedBackup> {
  const dir = await mkdtemp(path.join(tmpdir(), 'estate-restore-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const seen = new Map<string, { bytes: number; sha256: string }>();
    const extract = tar.extract();
    const reading = pipeline(archive, createGunzip(), extract).catch((err: unknown) => {
      throw new RestoreError(
        `The archive cannot be read (${(err as Error).message}); it is damaged or not a backup.`,
      );
    });
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== 'file' || !isArchiveName(name) || seen.has(name)) {
        entry.resume();
        throw new RestoreError(`The archive holds an entry a backup never has: ${name}`);
      }
      const target = path.join(dir, 'entries', name);
      await mkdir(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      let bytes = 0;
      await pipeline(
        entry,
        new Transform({
          transform(chunk: Buffer, _enc, done) {
            hash.update(chunk);
            bytes += chunk.length;
            done(null, chunk);
          },
        }),
        createWriteStream(target, { mode: 0o600 }),
      );
      seen.set(name, { bytes, sha256: hash.digest('hex') });
    }
    await reading;

    if (!seen.has(MANIFEST_NAME)) throw new RestoreError('The archive has no manifest: it is incomplete.');
    let manifest: BackupManifest;
    try {
      manifest = backupManifestSchema.parse(
        JSON.parse(await readFile(path.join(dir, 'entries', MANIFEST_NAME), 'utf8')),
      );
    } catch {
      throw new RestoreError('The manifest is not one this release can read.');
    }
    const expected = [
      manifest.database,
      ...manifest.files.map((f) => {
        if (!isSafeKey(f.key) || f.name !== FILES_PREFIX + f.key)
          throw new RestoreError(`Unsafe file entry: ${f.name}`);
        return f;
      }),
      ...(manifest.authSecret.from === 'included' ? [manifest.authSecret] : []),
    ];
    for (const want of expected) {
      const got = seen.get(want.name);
      if (!got) throw new RestoreError(`The archive is missing ${want.name}.`);
      if (got.bytes !== want.bytes || got.sha256 !== want.sha256)
        throw new RestoreError(`${want.name} does not match its checksum: the archive is damaged.`);
    }
    if (seen.size !== expected.length + 1)
      throw new RestoreError('The archive holds entries its manifest does not list.');
    return { manifest, dir, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

function isArchiveName(name: string): boolean {
  return (
    name === MANIFEST_NAME ||
    name === AUTH_SECRET_NAME ||
    name === 'database/dump.sql' ||
    name === 'database/dump.pgdump' ||
    (name.startsWith(FILES_PREFIX) && isSafeKey(name.slice(FILES_PREFIX.length)))
  );
}

export interface RestoreSummary {
  manifest: BackupManifest;
  tables: number;
  rows: number;
  files: number;
  ms: number;
}

/**
 * Restores a checked archive into the configured database and file store, which must be empty.
 * The database is loaded in one transaction and its row counts compared with the manifest; then the
 * files are written. A failure at any step removes what this restore wrote, leaving the target as empty
 * as it was. This release's newer migrations, if any, are applied.
 */
export async function restoreBackup(
  backup: CheckedBackup,
  target: {
    config: Pick<Config, 'dataDir' | 'databaseUrl'>;
    store: FileStore;
    localFiles: boolean;
    /** AUTH_SECRET when the environment sets one. */
    envAuthSecret?: string | undefined;
  },
): Promise<RestoreSummary> {
  const started = performance.now();
  const { manifest, dir } = backup;
  const entries = path.join(dir, 'entries');
  const release = migrationsInRelease();
  const backupMigrations = manifest.database.tables['drizzle.__drizzle_migrations'] ?? 0;
  if (backupMigrations > release)
    throw new RestoreError(
      `This backup was made by a newer release (its database is at ${manifest.migration}); install that release or a later one to restore it.`,
    );
  const { config } = target;
  const embedded = !config.databaseUrl;
  if (embedded && manifest.database.format !== 'sql')
    throw new RestoreError(
      'This backup is of a PostgreSQL server: restore it into a PostgreSQL database (set DATABASE_URL).',
    );

  const unlock = embedded ? lockDataDir(await ensureDir(config.dataDir)) : () => {};
  const written: string[] = [];
  // Set once the target is known to be empty: only then is anything of it ours to take back out.
  let began = false;
  try {
    await refuseNonEmpty(config, target.localFiles);
    began = true;
    const dumpFile = path.join(entries, manifest.database.name);
    const counts = embedded
      ? await loadIntoPglite(path.join(config.dataDir, 'pglite'), dumpFile)
      : await loadIntoPostgres(config.databaseUrl!, dumpFile, manifest.database.format);
    for (const [table, rows] of Object.entries(manifest.database.tables)) {
      if (counts[table] !== rows)
        throw new RestoreError(
          `${table} has ${counts[table] ?? 'no'} rows after loading; the backup says ${rows}.`,
        );
    }
    for (const file of manifest.files) {
      written.push(file.key);
      await target.store.put(file.key, createReadStream(path.join(entries, file.name)));
    }
    if (manifest.authSecret.from === 'included') {
      const secret = (await readFile(path.join(entries, AUTH_SECRET_NAME), 'utf8')).trim();
      if (target.envAuthSecret && target.envAuthSecret !== secret)
        throw new RestoreError(
          'AUTH_SECRET is set to a different secret than the backup was made with: two-factor sign-in and signed links would stop working. Unset it (the backup’s secret is restored into the data folder) or set it to the old one.',
        );
      if (!target.envAuthSecret)
        await writeFile(path.join(config.dataDir, 'auth-secret'), secret, { mode: 0o600 });
    }
  } catch (err) {
    for (const key of written) await target.store.delete(key).catch(() => {});
    if (began && target.localFiles)
      await rm(path.join(config.dataDir, 'files'), { recursive: true, force: true });
    if (began) await emptyDatabase(config).catch(() => {});
    throw err;
  } finally {
    unlock();
  }
  if (!embedded) {
    // Bring the schema up to this release (a backup from an older release gains the newer migrations).
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.close();
  }
  const tables = Object.keys(manifest.database.tables).length;
  const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
  return {
    manifest,
    tables,
    rows,
    files: manifest.files.length,
    ms: Math.round(performance.now() - started),
  };
}

async function ensureDir(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return dir;
}

/** The target must hold nothing: a restore never mixes two practices' data. */
async function refuseNonEmpty(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  localFiles: boolean,
): Promise<void> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM information_schema.tables
          WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      if (Number(rows[0]!.n) > 0)
        throw new RestoreError(
          'The database in DATABASE_URL already has tables. Restore into a new, empty database (createdb), never over one in use.',
        );
    } finally {
      await client.end();
    }
  } else if (await hasEntries(path.join(config.dataDir, 'pglite'))) {
    throw new RestoreError(
      `${config.dataDir} already holds a database. Restore into a new, empty data folder (set DATA_DIR), never over one in use.`,
    );
  }
  if (localFiles && (await hasEntries(path.join(config.dataDir, 'files'))))
    throw new RestoreError(
      `${path.join(config.dataDir, 'files')} already holds files. Restore into an empty data folder.`,
    );
}

async function hasEntries(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return false;
  return (await readdir(dir)).length > 0;
}

async function loadIntoPglite(dir: string, dumpFile: string): Promise<Record<string, number>> {
  await mkdir(dir, { recursive: true });
  const client = await openPglite(dir);
  try {
    // One Query message with many statements runs as one transaction: all of it or none.
    await client.exec(await readFile(dumpFile, 'utf8'));
    await client.exec('RESET search_path');
    const { tables } = await inventoryOf(
      async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    );
    // This release's newer migrations, if the backup is older (on the same handle: opening it again costs seconds).
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    return tables;
  } finally {
    await client.close();
  }
}

async function loadIntoPostgres(
  url: string,
  dumpFile: string,
  format: BackupManifest['database']['format'],
): Promise<Record<string, number>> {
  if (format === 'pg_dump-custom') {
    await runPgTool('pg_restore', url, [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      dumpFile,
    ]);
  } else {
    // A dump of the embedded database (PostgreSQL 17) into a server: moving from embedded to a server.
    const sql = (await readFile(dumpFile, 'utf8')).replace(/^SET transaction_timeout = 0;$/m, '');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { tables } = await inventoryOf(
      async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    );
    return tables;
  } finally {
    await client.end();
  }
}

/** Takes a half-done restore back out, so the target is as empty as it was. */
async function emptyDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<void> {
  if (!config.databaseUrl) {
    await rm(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
    return;
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query(
      'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public',
    );
  } finally {
    await client.end();
  }
}
