import { createHash } from 'node:crypto';
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

/** At most this many statement texts get a name (each is prepared once per connection that runs it). */
const MAX_NAMED_STATEMENTS = 1000;
const statementNames = new Map<string, string>();

/**
 * Has a node-postgres client send every statement with parameters as a named prepared statement,
 * named by its text (decision 082): PostgreSQL parses and plans it once per connection instead of
 * on every request. Drizzle builds the same text for the same query (its values are parameters),
 * so a route's statements are prepared after its first requests; planning was half of My Estates'
 * database time. Statements without parameters (BEGIN, the migrations' DDL, which may hold several
 * commands) are sent as before, and so is any text after the first MAX_NAMED_STATEMENTS, so the
 * server's memory for them stays bounded.
 */
function nameStatements(client: pg.PoolClient): void {
  // node-postgres's query has many overloads; every call passes through with the same arguments,
  // the first one given a name when it is a statement with parameters.
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config, ...rest) =>
    query(withName(config, rest[0]), ...rest);
}

function withName(config: unknown, values: unknown): unknown {
  if (!config || typeof config !== 'object' || !('text' in config) || typeof config.text !== 'string')
    return config;
  if ('name' in config && config.name) return config;
  const params = 'values' in config && Array.isArray(config.values) ? config.values : values;
  const name = Array.isArray(params) && params.length > 0 ? nameOf(config.text) : undefined;
  return name ? { ...config, name } : config;
}

function nameOf(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known || statementNames.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `q_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
  statementNames.set(text, name);
  return name;
}

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
    pool.on('connect', nameStatements);
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

/**
 * The same, for a query that takes a few shapes (which filters are set, the role's visibility rule):
 * one prepared set per database and shape, the values given at each call as placeholders.
 */
export function preparedPerShape<S, T>(build: (db: Db, shape: S) => T): (db: Db, shape: S) => T {
  const perDatabase = preparedPerDatabase(() => new Map<string, T>());
  return (db, shape) => {
    const built = perDatabase(db);
    const key = JSON.stringify(shape);
    let statements = built.get(key);
    if (!statements) {
      statements = build(db, shape);
      built.set(key, statements);
    }
    return statements;
  };
}
