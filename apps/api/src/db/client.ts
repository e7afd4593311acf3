import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { API_ROOT } from '../lib/api-root.js';
import * as schema from './schema.js';
import { lockDataDir } from './pglite-lock.js';
import { loadPgliteDriver, openPglite, readTemplate } from './pglite-template.js';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; services only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (kind pglite): backups dump it in-process. */
  pglite?: PGlite;
  /** The server's connection string (kind postgres): backups run pg_dump against it. */
  url?: string;
  close(): Promise<void>;
}

const defaultIdleError = (err: Error) =>
  console.warn(`database connection lost (${err.message}); it will reconnect`);

export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');

export { openPglite };

/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite persisted in `dataDir`
 * (or in memory for `memory://`). Applies the committed migrations before returning.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  onIdleClientError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client whose connection drops (a server restart, a failover) is reported here; without
    // a listener node-postgres would crash the process. The pool replaces the client on next use.
    pool.on('error', (err) => (opts.onIdleClientError ?? defaultIdleError)(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
    return { db, kind: 'postgres', url: opts.databaseUrl, close: () => pool.end() };
  }
  let dir = opts.dataDir;
  let unlock = () => {};
  if (dir !== 'memory://') {
    dir = path.resolve(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(path.dirname(dir));
  }
  try {
    // A new database starts from the migrated template when the build made one (decision 054).
    const isNew = dir === 'memory://' || !existsSync(path.join(dir, 'PG_VERSION'));
    const template = isNew ? readTemplate(MIGRATIONS_DIR) : undefined;
    const client = await openPglite(dir === 'memory://' ? undefined : dir, template);
    const { drizzlePglite, migratePglite } = await loadPgliteDriver();
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      kind: 'pglite',
      pglite: client,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/**
 * A prepared statement built once per database (issue 20): Drizzle then neither rebuilds the
 * query's SQL nor PostgreSQL re-plans it on each call. For the hot paths whose SQL never changes.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
