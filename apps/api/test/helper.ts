import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp, type BuildOptions, type BuiltApp } from '../src/app.js';
import { MIGRATIONS_DIR, openDatabase, openPglite, type Database, type Db } from '../src/db/client.js';
import { makeTemplate, readTemplate } from '../src/db/pglite-template.js';
import * as schema from '../src/db/schema.js';
import { loadConfig, type Config } from '../src/env.js';
import { multipart, PDF } from './notifyflow-helpers.js';

let templateOnce: Promise<Blob> | undefined;
let pgTemplateOnce: Promise<string> | undefined;

/** The migrations as they are now, as 12 hex digits: a new migration makes a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * The migrated PostgreSQL database every test file's database is copied from (decision 066):
 * `tpl_<hash of the migrations>`, made once for each set of migrations. Made under an advisory lock
 * (test files in several workers start at once), migrated as `<name>_wip` and renamed when done,
 * so a run killed half-way never leaves a half-migrated template behind.
 */
async function pgTemplate(base: string): Promise<string> {
  const name = `tpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(66066)');
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) {
      const wip = `${name}_wip`;
      await admin.query(`DROP DATABASE IF EXISTS ${wip} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${wip}`);
      const url = new URL(base);
      url.pathname = `/${wip}`;
      const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
      try {
        await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await pool.end();
      }
      await admin.query(`ALTER DATABASE ${wip} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(66066)').catch(() => {});
    await admin.end();
  }
}

/**
 * A fresh database for one test file: a new PostgreSQL database when DATABASE_URL is set (CI), an
 * in-memory PGlite otherwise. Dropped when the file ends.
 */
export async function freshDatabase(): Promise<
  Database & { url?: string; sql(q: string): Promise<unknown> }
> {
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    // A copy of the migrated template: no migrations to run per file (decision 066).
    pgTemplateOnce ??= pgTemplate(base);
    const template = await pgTemplateOnce;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    // Dropping the database at the end terminates any connection still open: expected, not an error.
    const database = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: 'unused',
      onIdleClientError: () => {},
    });
    const raw = new pg.Pool({ connectionString: url.toString(), max: 1 });
    raw.on('error', () => {});
    return {
      ...database,
      url: url.toString(),
      sql: (q) => raw.query(q),
      close: async () => {
        await raw.end().catch(() => {});
        await database.close().catch(() => {});
        const drop = new pg.Client({ connectionString: base });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  // Each file's database starts from the migrated template (decision 054), made once if missing.
  templateOnce ??= Promise.resolve(readTemplate(MIGRATIONS_DIR) ?? makeTemplate(MIGRATIONS_DIR));
  const client = await openPglite(undefined, await templateOnce);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', pglite: client, close: () => client.close(), sql: (q) => client.exec(q) };
}

export function testConfig(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'estate-test-')),
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      PUBLIC_URL: 'http://localhost:3000',
      DEMO: 'false',
      WORKER: 'false',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      LOG_LEVEL: 'silent',
      ...env,
    },
    overrides,
  );
}

export interface TestApp extends BuiltApp {
  database: Awaited<ReturnType<typeof freshDatabase>>;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Signs up through the public endpoint and answers the session cookie. */
  signUp(input: { role: string; email?: string; name?: string; password?: string }): Promise<Session>;
  signIn(email: string, password: string): Promise<LightMyRequestResponse>;
  as(session: Session, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Makes a user an admin (as `npm run admin:create` would). */
  promote(session: Session, role: string): Promise<void>;
  /** Creates an estate through the new-estate form (with a will.pdf unless `files` says otherwise); its id. */
  newEstate(
    who: Session,
    fields?: Record<string, string>,
    files?: { name: string; data: Buffer }[],
  ): Promise<string>;
  /**
   * An estate of `lawyer` with `executor` named on it (by email) and `beneficiary` linked, as the
   * people of one estate are in practice; its id.
   */
  staffedEstate(
    people: { lawyer: Session; executor: Session; beneficiary: Session },
    fields?: Record<string, string>,
    files?: { name: string; data: Buffer }[],
  ): Promise<string>;
}

export interface Session {
  cookie: string;
  email: string;
  password: string;
  userId: string;
}

let counter = 0;

/**
 * Builds the app on a fresh database; closes both after the file's tests. Call it at the top of the
 * file (`const t = await build()`), not inside a hook: the `afterAll` it registers to close them is
 * kept only while the file is being collected, so one built in `beforeAll` was never dropped.
 */
export async function build(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  options: Omit<BuildOptions, 'database' | 'logger'> = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const config = testConfig(env, overrides);
  const built = await buildApp(config, { ...options, database, logger: false });
  // The database goes even when closing the app fails (a test may have killed its connections).
  afterAll(async () => {
    try {
      await built.app.close();
    } finally {
      await database.close();
    }
  });

  /*
   * A write signed in by the session cookie names its origin, as every browser does on a POST,
   * PUT, PATCH or DELETE: without one it is refused (decision 069). Tests of that rule, and of
   * requests from another site, send their own Origin, or none through `t.app.inject`.
   */
  const raw = (opts: InjectOptions) =>
    built.app.inject({ remoteAddress: '127.0.0.1', ...withOrigin(opts, config.publicUrl) });
  /*
   * A change (PUT, PATCH, DELETE) sent without If-Match reads its URL first as the same person, and
   * sends the ETag it got, as a client that had the record on screen would (decision 060). Tests of
   * versions themselves send their own headers, or none, through `t.app.inject`.
   */
  const inject = async (opts: InjectOptions) => {
    const method = (opts.method ?? 'GET').toString().toUpperCase();
    const headers = (opts.headers ?? {}) as Record<string, string | string[] | undefined>;
    const sent = Object.keys(headers).some((h) => h.toLowerCase() === 'if-match');
    if (['PUT', 'PATCH', 'DELETE'].includes(method) && !sent && typeof opts.url === 'string') {
      const read = await raw({
        method: 'GET',
        url: opts.url,
        ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
        headers: headers.cookie ? { cookie: headers.cookie } : {},
      });
      const etag = read.headers.etag;
      if (typeof etag === 'string') return raw({ ...opts, headers: { ...headers, 'if-match': etag } });
    }
    return raw(opts);
  };
  const signIn = (email: string, password: string) =>
    inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

  const app: TestApp = {
    ...built,
    database,
    inject,
    signIn,
    async signUp({ role, email, name, password }) {
      counter += 1;
      const e = email ?? `person${counter}-${randomBytes(3).toString('hex')}@example.nz`;
      const p = password ?? 'correct horse battery staple';
      const res = await inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: name ?? `Test Person ${counter}`, email: e, password: p, role },
      });
      if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      // Sign-up signs nobody in: the person follows the link emailed to them, which does.
      const verified = await followVerificationLink(built.deps.db, inject, e);
      const me = await inject({ method: 'GET', url: '/api/me', headers: { cookie: verified } });
      return {
        cookie: verified,
        email: e,
        password: p,
        userId: me.json<{ user: { id: string } }>().user.id,
      };
    },
    as(session, opts) {
      return inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: session.cookie } });
    },
    async newEstate(who, fields = {}, files = [{ name: 'will.pdf', data: PDF }]) {
      const body = multipart(
        {
          deceasedName: 'Margaret Wilson',
          dateOfDeath: '2026-03-10',
          lastKnownAddress: '1 Rimu Road, Ōtaki',
          willStatus: 'Valid Will Exists',
          estimatedValue: '650000',
          ...fields,
        },
        files,
      );
      const res = await inject({
        method: 'POST',
        url: '/api/estates',
        ...body,
        headers: { ...body.headers, cookie: who.cookie },
      });
      if (res.statusCode !== 201) throw new Error(`new estate failed: ${res.statusCode} ${res.body}`);
      return res.json<{ estateId: string }>().estateId;
    },
    async staffedEstate({ lawyer, executor, beneficiary }, fields, files) {
      const estateId = await app.newEstate(lawyer, fields, files);
      const named = await app.as(lawyer, {
        method: 'PATCH',
        url: `/api/estates/${estateId}`,
        payload: { executorEmail: executor.email },
      });
      if (named.statusCode !== 200) throw new Error(`naming the executor failed: ${named.body}`);
      await database.db
        .insert(schema.estateRoles)
        .values({ estateId, userId: beneficiary.userId, role: 'beneficiary', status: 'active' });
      return estateId;
    },
    async promote(session, role) {
      await database.sql(`UPDATE users SET role = '${role}' WHERE user_id = '${session.userId}'`);
    },
  };
  return app;
}

/** `opts` with `Origin: origin` added when it is a write that carries a cookie and names no origin. */
export function withOrigin(opts: InjectOptions, origin: string): InjectOptions {
  const method = (opts.method ?? 'GET').toString().toUpperCase();
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) return opts;
  // A header given as undefined is not sent (the fuzz test's headers are sometimes left out).
  const names = Object.entries(opts.headers ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name]) => name.toLowerCase());
  if (!names.includes('cookie') || names.includes('origin')) return opts;
  return { ...opts, headers: { ...opts.headers, origin } };
}

/** Opens the newest verification link emailed to `email`; answers the session cookie it sets. */
export async function followVerificationLink(
  db: Db,
  inject: (opts: InjectOptions) => Promise<LightMyRequestResponse>,
  email: string,
): Promise<string> {
  const [mail] = await db
    .select({ link: schema.outbox.link })
    .from(schema.outbox)
    .where(and(eq(schema.outbox.toAddress, email.toLowerCase()), eq(schema.outbox.kind, 'verify-email')))
    .orderBy(desc(schema.outbox.createdAt))
    .limit(1);
  if (!mail?.link) throw new Error(`no verification email for ${email}`);
  const link = new URL(mail.link);
  const res = await inject({ method: 'GET', url: link.pathname + link.search });
  const cookie = cookieOf(res);
  if (!cookie) throw new Error(`verification link gave no session: ${res.statusCode} ${res.body}`);
  return cookie;
}

/** The cookie header a browser would send back after this response. */
export function cookieOf(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/**
 * Runs `during` while every insert into `table` whose row matches `when` (SQL over NEW) fails, as
 * a broken disk or a constraint would: for proving that a change is one transaction.
 */
export async function withFailingInserts<T>(
  t: Pick<TestApp, 'database'>,
  table: string,
  when: string,
  during: () => Promise<T>,
): Promise<T> {
  const name = `fail_${table}_inserts`;
  await t.database.sql(`
    CREATE FUNCTION ${name}() RETURNS trigger AS $$
    BEGIN IF ${when} THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
    CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}();`);
  try {
    return await during();
  } finally {
    await t.database.sql(`DROP TRIGGER ${name} ON ${table}; DROP FUNCTION ${name}();`);
  }
}

/** The requests a test sends as someone: GET, POST (a body or none), PUT, PATCH and DELETE of a URL. */
export function requestsOf(t: Pick<TestApp, 'as'>) {
  return {
    get: (who: Session, url: string) => t.as(who, { method: 'GET', url }),
    post: (who: Session, url: string, payload?: object) =>
      t.as(who, { method: 'POST', url, ...(payload ? { payload } : {}) }),
    put: (who: Session, url: string, payload: object) => t.as(who, { method: 'PUT', url, payload }),
    patch: (who: Session, url: string, payload: object) => t.as(who, { method: 'PATCH', url, payload }),
    del: (who: Session, url: string) => t.as(who, { method: 'DELETE', url }),
  };
}

/** The fields a 400 names, in order. */
export const pathsOf = (res: { json(): { issues?: { path: string }[] } }) =>
  (res.json().issues ?? []).map((i) => i.path);

/**
 * Reads a Server-Sent Events response: each call answers the next event's `data:` as parsed JSON
 * (comments and heartbeats skipped), and throws if the stream ends first.
 */
export function sseReader<T>(res: Response): () => Promise<T> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async () => {
    for (;;) {
      const i = buffer.indexOf('\n\n');
      if (i >= 0) {
        const chunk = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        const data = chunk.split('\n').find((l) => l.startsWith('data: '));
        if (data) return JSON.parse(data.slice(6)) as T;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

/**
 * The people of issue 39's many hands: Liam and Mere, two lawyers of one firm (so the estates Liam
 * opens are the firm's), Olive of another firm, an executor, a beneficiary and an admin.
 */
export async function firmOfTwoLawyers(t: TestApp) {
  const liam = await t.signUp({ role: 'lawyer', name: 'Liam Lawyer' });
  const mere = await t.signUp({ role: 'lawyer', name: 'Mere Lawyer' });
  const olive = await t.signUp({ role: 'lawyer', name: 'Olive Otherfirm' });
  const executor = await t.signUp({ role: 'executor', name: 'Emma Executor' });
  const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Ben Beneficiary' });
  const admin = await t.signUp({ role: 'lawyer', name: 'Ada Admin' });
  await t.promote(admin, 'admin');
  const [firm] = await t.database.db.insert(schema.lawFirms).values({ name: 'Liam & Mere Law' }).returning();
  await t.database.db
    .update(schema.users)
    .set({ firmId: firm!.id })
    .where(inArray(schema.users.id, [liam.userId, mere.userId]));
  return { liam, mere, olive, executor, beneficiary, admin };
}
