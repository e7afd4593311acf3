import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR, type Database } from '../../db/client.js';

/** A database dumped to a file, with what the backup needs to know of the same moment. */
export interface DatabaseDump {
  file: string;
  format: 'sql' | 'pg_dump-custom';
  source: 'pglite' | 'postgres';
  /** Rows per table (`schema.table`), counted in the snapshot the dump was taken from. */
  tables: Record<string, number>;
  /** Every file-store key a row names (columns called `storage_key`), from the same snapshot. */
  fileKeys: string[];
  /** The newest migration applied. */
  migration: string;
}

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/**
 * Dumps the database into `dir`.
 *
 * - Embedded (PGlite): a plain-SQL dump by pg_dump compiled to WebAssembly (`@electric-sql/pglite-tools`).
 *   When the database is in use (`live`), it is first copied in memory between two transactions (no
 *   change is half in the copy) and the copy is dumped, so the server keeps serving meanwhile.
 * - PostgreSQL: `pg_dump --format=custom` on an exported snapshot; the row counts and file keys are
 *   read in the same snapshot, so they match the dump exactly.
 */
export async function dumpDatabase(
  database: Pick<Database, 'kind' | 'pglite' | 'url'>,
  dir: string,
  opts: { live: boolean },
): Promise<DatabaseDump> {
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('The embedded database handle is missing.');
    return dumpPglite(database.pglite, dir, opts.live);
  }
  if (!database.url) throw new Error('The PostgreSQL connection string is missing.');
  return dumpPostgres(database.url, dir);
}

async function dumpPglite(live: PGlite, dir: string, isLive: boolean): Promise<DatabaseDump> {
  // `clone` copies the data folder while no query runs; inside a transaction no other transaction
  // can be half-way either (PGlite runs one at a time).
  // clone() is typed as the interface, but builds a PGlite (PGlite.create), which pgDump needs.
  const source = isLive ? ((await live.transaction(() => live.clone())) as PGlite) : live;
  try {
    const query: Query = async (sql) => (await source.query<Record<string, unknown>>(sql)).rows;
    const inventory = await inventoryOf(query);
    const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
    const dump = await pgDump({
      pg: source,
      args: ['--no-owner', '--no-privileges', '--rows-per-insert=200'],
    });
    const file = path.join(dir, 'dump.sql');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    return { file, format: 'sql', source: 'pglite', ...inventory };
  } finally {
    if (source !== live) await source.close();
  }
}

async function dumpPostgres(url: string, dir: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
    const file = path.join(dir, 'dump.pgdump');
    const dumping = runPgTool('pg_dump', url, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      `--file=${file}`,
    ]);
    const inventory = await inventoryOf(
      async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    );
    await dumping;
    await client.query('COMMIT');
    return { file, format: 'pg_dump-custom', source: 'postgres', ...inventory };
  } finally {
    await client.end().catch(() => {});
  }
}

/** The tables, their row counts, the stored files rows name, and the newest migration. */
export async function inventoryOf(query: Query): Promise<Omit<DatabaseDump, 'file' | 'format' | 'source'>> {
  const tables = (await query(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
      WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
  )) as { s: string; t: string }[];
  const counts: Record<string, number> = {};
  if (tables.length) {
    const [row] = await query(
      `SELECT ${tables.map(({ s, t }, i) => `(SELECT count(*) FROM ${ident(s)}.${ident(t)}) AS c${i}`).join(', ')}`,
    );
    tables.forEach(({ s, t }, i) => (counts[`${s}.${t}`] = Number(row![`c${i}`])));
  }
  const keyTables = (await query(
    `SELECT table_name AS t FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'storage_key' ORDER BY 1`,
  )) as { t: string }[];
  const fileKeys = keyTables.length
    ? (
        (await query(
          keyTables
            .map(({ t }) => `SELECT storage_key AS k FROM public.${ident(t)} WHERE storage_key IS NOT NULL`)
            .join(' UNION ') + ' ORDER BY 1',
        )) as { k: string }[]
      ).map((r) => r.k)
    : [];
  const applied = counts['drizzle.__drizzle_migrations'] ?? 0;
  return { tables: counts, fileKeys, migration: migrationTag(applied) };
}

/** The tag of the n-th migration of this release (`0021_list_indexes`), or `none`. */
export function migrationTag(applied: number): string {
  if (applied === 0) return 'none';
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  return (
    journal.entries[applied - 1]?.tag ?? `${String(applied - 1).padStart(4, '0')}_newer_than_this_release`
  );
}

/** How many migrations this release has. */
export function migrationsInRelease(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Runs pg_dump or pg_restore against `url`. The password travels in the environment (PGPASSWORD),
 * not on the command line where other local users could read it.
 */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${target.toString()}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new Error(
              `${tool} was not found. Install the PostgreSQL client tools of your server's major version (Debian/Ubuntu: apt-get install postgresql-client).`,
            )
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`)),
    );
  });
}
