import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openPglite } from '../../src/db/client.js';
import { loadConfig } from '../../src/env.js';

/**
 * `npm run backup` and `npm run restore`, as an IT person runs them: the built commands in their own
 * processes, against a running server with the demo practice, restored into a fresh data folder and
 * compared table by table and file by file (issue 21).
 */
const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const built = spawnSync(path.join(API, '../../node_modules/.bin/tsc'), ['-b', API], { encoding: 'utf8' });
if (built.status !== 0) throw new Error(`tsc -b failed:\n${built.stdout}${built.stderr}`);

const root = mkdtempSync(path.join(tmpdir(), 'estate-backup-test-'));
const source = path.join(root, 'source');
const archive = path.join(root, 'practice.tar.gz');
/** A value that a careless dump would mangle: quotes, backslashes, a newline, macrons, an emoji. */
const AWKWARD = `Te Whare o 'Ngā' "Rākau" \\ C:\\wills\\ 100%\nsecond line 🌿`;

function cli(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(API, `dist/cli/${command}.js`), ...args], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'http://localhost:3000',
        ...env,
      },
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

type Rows = Record<string, string[]>;

/** Every row of every table, as sorted JSON text: two databases with equal results hold the same data. */
async function everyRow(query: (q: string) => Promise<Record<string, unknown>[]>): Promise<Rows> {
  const tables = (await query(
    `SELECT table_schema || '.' || table_name AS t FROM information_schema.tables
      WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`,
  )) as { t: string }[];
  const rows: Rows = {};
  for (const { t } of tables) {
    const [schema, table] = t.split('.');
    rows[t] = (
      (await query(`SELECT to_jsonb(x)::text AS j FROM "${schema}"."${table}" x ORDER BY 1`)) as {
        j: string;
      }[]
    ).map((r) => r.j);
  }
  return rows;
}

async function pgliteRows(dataDir: string): Promise<Rows> {
  const client = await openPglite(path.join(dataDir, 'pglite'));
  try {
    return await everyRow(async (q) => (await client.query<Record<string, unknown>>(q)).rows);
  } finally {
    await client.close();
  }
}

/** Every stored file under `dir` (relative path → SHA-256), leaving out uploads still being staged. */
function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      const rel = path.relative(dir, full);
      if (rel === 'staging') continue;
      if (statSync(full).isDirectory()) walk(full);
      else out[rel] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

let sourceRows: Rows;
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('backup and restore of the embedded database and its files', () => {
  beforeAll(async () => {
    // The practice runs as `npm start --demo` would: its own data folder and secret, demo data.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: source,
      PUBLIC_URL: 'http://localhost:3000',
      DEMO: 'true',
      WORKER: 'false',
      LOG_LEVEL: 'silent',
    });
    const { app, deps } = await buildApp(config);
    try {
      await deps.db.execute(
        sql`UPDATE estates SET deceased_name = ${AWKWARD} WHERE estate_id = (SELECT estate_id FROM estates ORDER BY file_number, estate_id LIMIT 1)`,
      );
      // Taken while the server runs and holds the embedded database.
      const backup = await cli('backup', ['--out', archive], { DATA_DIR: source });
      expect(backup.out).toContain('asking it for the backup');
      expect(backup.out).toContain(`Backup written and checked: ${archive}`);
      expect(backup.code).toBe(0);
      // The server kept working.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    sourceRows = await pgliteRows(source);
  }, 240_000);

  it('writes one archive with the database, every stored file, the secret and a manifest of checksums', () => {
    const listing = spawnSync('tar', ['-tzf', archive], { encoding: 'utf8' }).stdout.trim().split('\n');
    expect(listing[0]).toBe('database/dump.sql');
    expect(listing.at(-1)).toBe('manifest.json');
    expect(listing).toContain('secrets/auth-secret');
    const files = listing.filter((n) => n.startsWith('files/'));
    expect(files.map((f) => f.slice('files/'.length)).sort()).toEqual(
      Object.keys(filesOf(path.join(source, 'files'))).sort(),
    );
    expect(files.length).toBeGreaterThan(5);
    expect(statSync(archive).mode & 0o077).toBe(0);
  });

  it('restores into an empty data folder: every table, row and file the same, and the server starts on it', async () => {
    const target = path.join(root, 'restored');
    const restored = await cli('restore', [archive], { DATA_DIR: target });
    expect(restored.out).toContain('every checksum matches');
    expect(restored.out).toMatch(/Restored into .*restored: [6-9]\d tables/);
    expect(restored.code).toBe(0);

    const rows = await pgliteRows(target);
    expect(Object.keys(rows)).toEqual(Object.keys(sourceRows));
    for (const table of Object.keys(sourceRows)) expect(rows[table], table).toEqual(sourceRows[table]);
    expect(rows['public.estates']!.some((r) => r.includes(JSON.stringify(AWKWARD)))).toBe(true);
    expect(filesOf(path.join(target, 'files'))).toEqual(filesOf(path.join(source, 'files')));
    expect(readFileSync(path.join(target, 'auth-secret'), 'utf8')).toBe(
      readFileSync(path.join(source, 'auth-secret'), 'utf8'),
    );

    // The restored practice runs, and a signed-in demo person still finds their estates.
    const { app } = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: target,
        PUBLIC_URL: 'http://localhost:3000',
        DEMO: 'false',
        WORKER: 'false',
        LOG_LEVEL: 'silent',
      }),
    );
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'lawyer@demo.estate.nz', password: 'demo-lawyer-rimu' },
      });
      expect(signIn.statusCode).toBe(200);
      const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const estates = await app.inject({ method: 'GET', url: '/api/estates', headers: { cookie } });
      expect(estates.statusCode).toBe(200);
      expect(estates.json<{ total: number }>().total).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  }, 180_000);

  it('refuses a data folder that already holds a practice, and changes nothing there', async () => {
    const before = filesOf(path.join(source, 'files'));
    const refused = await cli('restore', [archive], { DATA_DIR: source });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('already holds a database');
    expect(filesOf(path.join(source, 'files'))).toEqual(before);
    expect(await pgliteRows(source)).toEqual(sourceRows);
  }, 120_000);

  it('refuses a damaged archive before touching the target, and says which entry', async () => {
    // Change one byte of one stored file inside the tar, keeping the archive readable.
    const tarBytes = gunzipSync(readFileSync(archive));
    const at = tarBytes.indexOf(Buffer.from('%PDF'), tarBytes.indexOf(Buffer.from('files/')));
    expect(at).toBeGreaterThan(0);
    tarBytes[at + 1] = 'Q'.charCodeAt(0);
    const damaged = path.join(root, 'damaged.tar.gz');
    writeFileSync(damaged, gzipSync(tarBytes));
    const target = path.join(root, 'from-damaged');

    const check = await cli('restore', [damaged, '--check'], { DATA_DIR: target });
    expect(check.code).toBe(1);
    expect(check.out).toMatch(/files\/.+ does not match its checksum: the archive is damaged/);
    const restore = await cli('restore', [damaged], { DATA_DIR: target });
    expect(restore.code).toBe(1);
    expect(existsSync(path.join(target, 'pglite'))).toBe(false);
    expect(filesOf(path.join(target, 'files'))).toEqual({});

    const truncated = path.join(root, 'truncated.tar.gz');
    writeFileSync(truncated, readFileSync(archive).subarray(0, 20_000));
    const cut = await cli('restore', [truncated, '--check'], {});
    expect(cut.code).toBe(1);
    expect(cut.out).toMatch(/damaged or not a backup|no manifest/);
  }, 120_000);

  it('never overwrites an existing file and leaves no partial archive when it fails', async () => {
    const again = await cli('backup', ['--out', archive], { DATA_DIR: source });
    expect(again.code).toBe(2);
    expect(again.out).toContain('already exists');
    const empty = path.join(root, 'nothing-here');
    const none = await cli('backup', ['--out', path.join(root, 'none.tar.gz')], { DATA_DIR: empty });
    expect(none.code).toBe(1);
    expect(none.out).toContain('There is no database');
    expect(readdirSync(root).filter((n) => n.startsWith('none'))).toEqual([]);
  }, 60_000);
});

describe.runIf(process.env.DATABASE_URL)('backup and restore with a PostgreSQL server', () => {
  const base = process.env.DATABASE_URL!;
  const created: string[] = [];
  async function newDatabase(): Promise<string> {
    const name = `bk_${Math.random().toString(16).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    created.push(name);
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  }
  async function serverRows(url: string): Promise<Rows> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await everyRow(async (q) => (await client.query<Record<string, unknown>>(q)).rows);
    } finally {
      await client.end();
    }
  }
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('pg_dump format round trip into an empty database, with the files', async () => {
    const sourceUrl = await newDatabase();
    const dataDir = path.join(root, 'pg-source');
    const env = { DATA_DIR: dataDir, AUTH_SECRET: 'pg-test-secret-pg-test-secret-0123456789' };
    const { app, deps } = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: sourceUrl,
        DEMO: 'true',
        WORKER: 'false',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'http://localhost:3000',
        ...env,
      }),
    );
    try {
      await deps.db.execute(
        sql`UPDATE estates SET deceased_name = ${AWKWARD} WHERE estate_id = (SELECT estate_id FROM estates ORDER BY file_number, estate_id LIMIT 1)`,
      );
      const out = path.join(root, 'server.tar.gz');
      const backup = await cli('backup', ['--out', out], { ...env, DATABASE_URL: sourceUrl });
      expect(backup.out).toContain('database (postgres');
      expect(backup.out).toContain('AUTH_SECRET comes from the environment');
      expect(backup.code).toBe(0);
      expect(spawnSync('tar', ['-tzf', out], { encoding: 'utf8' }).stdout).toContain('database/dump.pgdump');

      const targetUrl = await newDatabase();
      const targetDir = path.join(root, 'pg-target');
      const restored = await cli('restore', [out], {
        DATA_DIR: targetDir,
        AUTH_SECRET: env.AUTH_SECRET,
        DATABASE_URL: targetUrl,
      });
      expect(restored.code, restored.out).toBe(0);
      expect(await serverRows(targetUrl)).toEqual(await serverRows(sourceUrl));
      expect(filesOf(path.join(targetDir, 'files'))).toEqual(filesOf(path.join(dataDir, 'files')));

      // Into a database that already has tables: refused, nothing changed.
      const again = await cli('restore', [out], {
        DATA_DIR: path.join(root, 'pg-again'),
        AUTH_SECRET: env.AUTH_SECRET,
        DATABASE_URL: sourceUrl,
      });
      expect(again.code).toBe(1);
      expect(again.out).toContain('already has tables');
    } finally {
      await app.close();
    }
  }, 240_000);

  it('moves an embedded practice onto a server: the SQL dump restores into PostgreSQL', async () => {
    const targetUrl = await newDatabase();
    const restored = await cli('restore', [archive], {
      DATA_DIR: path.join(root, 'moved'),
      DATABASE_URL: targetUrl,
    });
    expect(restored.code, restored.out).toBe(0);
    const rows = await serverRows(targetUrl);
    for (const table of Object.keys(sourceRows))
      expect(rows[table]?.length, table).toBe(sourceRows[table]!.length);
    expect(rows['public.estates']!.some((r) => r.includes(JSON.stringify(AWKWARD)))).toBe(true);
  }, 120_000);
});
