import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { API_ROOT } from '../lib/api-root.js';

/**
 * A new embedded database starts from a template (decision 054): the data folder of an empty
 * database with every committed migration applied, as PGlite's own gzipped tarball. Making one
 * (PostgreSQL's initdb in WebAssembly, then the migrations) took 10–15 s of CPU on a CI machine; a
 * database loaded from the template starts in about 2 s. The build makes it (`npm run build`); the
 * test helpers make it once when it is missing. It is named by a hash of the migrations and the
 * PGlite release, so a new migration or release never starts from a stale one.
 */
export const TEMPLATE_DIR = path.join(API_ROOT, 'dist', 'pglite-template');

/**
 * PostgreSQL's buffer cache inside the embedded database (decision 055). PGlite keeps PostgreSQL's
 * 128 MB, and the WebAssembly heap touches all of it on opening: 400 MB resident for an idle
 * server, where 32 MB gives 260 MB and opens 0.15 s sooner. The embedded database is for one small
 * practice (the demo's data is 44 MB on disk, most of it WAL); a page not in the cache is one read
 * away in the system's file cache. A practice whose data outgrows it runs on PostgreSQL.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * An embedded database with the extensions the migrations use (pg_trgm for the searches' trigram
 * indexes); in memory without a folder, started from `template` when given. PGlite is loaded here,
 * on first use: a server on PostgreSQL never loads it (7 MB less memory).
 */
export async function openPglite(dir?: string, template?: Blob): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(template ? { loadDataDir: template } : {}),
  });
}

/** Drizzle's PGlite driver and migrator, which import PGlite itself: loaded only where PGlite is. */
export async function loadPgliteDriver() {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { drizzlePglite, migratePglite };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
    .sort();
}

/** PGlite's release, from its package.json in the nearest node_modules above apps/api. */
function pgliteRelease(): string {
  for (let dir = API_ROOT; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) return 'unknown';
  }
}

let key: string | undefined;
/** The template's name: the migrations' files and the PGlite release, hashed. */
export function templateKey(migrationsDir: string): string {
  if (key) return key;
  const hash = createHash('sha256').update(`pglite ${pgliteRelease()}\n`);
  for (const file of filesUnder(migrationsDir)) {
    hash.update(`${path.relative(migrationsDir, file)}\n`).update(readFileSync(file));
  }
  key = hash.digest('hex').slice(0, 16);
  return key;
}

const templateFile = (migrationsDir: string) =>
  path.join(TEMPLATE_DIR, `${templateKey(migrationsDir)}.tar.gz`);

/** The template for these migrations, when one has been made. */
export function readTemplate(migrationsDir: string): Blob | undefined {
  const file = templateFile(migrationsDir);
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * Makes the template for these migrations (in memory, then written whole under a temporary name and
 * renamed, so a reader never sees half of one and two makers at once do no harm) and removes older
 * ones. Answers it.
 */
export async function makeTemplate(migrationsDir: string): Promise<Blob> {
  const client = await openPglite();
  const { drizzlePglite, migratePglite } = await loadPgliteDriver();
  let dump: Blob;
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir });
    dump = await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
  const file = templateFile(migrationsDir);
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, file);
  for (const old of readdirSync(TEMPLATE_DIR)) {
    if (old !== path.basename(file) && !old.endsWith('.partial'))
      rmSync(path.join(TEMPLATE_DIR, old), { force: true });
  }
  return dump;
}
