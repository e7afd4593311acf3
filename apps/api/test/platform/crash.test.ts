/**
 * kill -9 of the built server (apps/api/dist/server.js) during concurrent submissions with files,
 * and again while it sends email; after each restart nothing accepted is lost, nothing is half
 * written, no file is left without its row, and every queued email arrives (decision 010). On a
 * throwaway PostgreSQL database when DATABASE_URL is set, else on the server's own PGlite folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { openPglite } from '../../src/db/client.js';
import { loadConfig } from '../../src/env.js';
import { multipart, validForm } from '../notifyflow-helpers.js';
import { startSmtpSink } from '../smtp-sink.js';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(API, 'dist/server.js');

// The test runs the built server, so it builds it first: a stale or missing build would test other
// code, or nothing. `tsc -b` returns at once when the build is current.
const built = spawnSync(path.resolve(API, '../../node_modules/.bin/tsc'), ['-b', API], {
  encoding: 'utf8',
});
if (built.status !== 0 || !existsSync(SERVER)) {
  throw new Error(`could not build the API for the crash test:\n${built.stdout}${built.stderr}`);
}
const SUBMISSIONS = 40;
const FILES_EACH = 3;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    : [];

/** SQL against the server's database while the server is down (PGlite allows one opener). */
type Query = <T>(q: string) => Promise<T[]>;

describe('kill -9 of the built server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-crash-'));
  const filesDir = path.join(dataDir, 'files');
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  let child: ChildProcess | null = null;

  // The SMTP sink: what it acknowledged, by Message-ID. Its `onMessage` lets a test kill mid-send.
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | null = null;
  const received = () => sink?.received ?? [];

  afterAll(async () => {
    child?.kill('SIGKILL');
    await sink?.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let port = 0;
  const origin = () => `http://127.0.0.1:${port}`;

  const serverEnv = (env: Record<string, string>): Record<string, string> => ({
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin(),
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DEMO: 'false',
    WORKER: 'true',
    AUTH_SECRET: 'crash-secret-crash-secret-crash-secret-01',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    LOG_LEVEL: 'warn',
    ...env,
  });

  /** Starts the server and waits until it answers; `env` adds to the common settings. */
  async function start(env: Record<string, string>): Promise<ChildProcess> {
    const proc = spawn(process.execPath, [SERVER], {
      env: serverEnv(env),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = proc;
    for (let i = 0; i < 200; i++) {
      if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
      const ok = await fetch(`${origin()}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return proc;
      await sleep(100);
    }
    throw new Error('server did not start');
  }

  const exited = (proc: ChildProcess) =>
    proc.exitCode !== null || proc.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((r) => proc.once('exit', () => r()));
  async function kill(proc: ChildProcess): Promise<void> {
    const gone = exited(proc);
    proc.kill('SIGKILL');
    await gone;
  }

  /** Opens the database beside the (stopped) server for the checks. */
  async function withDatabase<T>(fn: (q: Query) => Promise<T>): Promise<T> {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return await fn(async <R>(q: string) => (await client.query(q)).rows as R[]);
      } finally {
        await client.end();
      }
    }
    const db = await openPglite(path.join(dataDir, 'pglite'));
    try {
      return await fn(async <R>(q: string) => (await db.query<R>(q)).rows);
    } finally {
      await db.close();
    }
  }

  it('loses no accepted submission, leaves no partial rows or orphan files, and sends every email', async () => {
    port = await freePort();
    sink = await startSmtpSink();
    if (process.env.DATABASE_URL) {
      const name = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const drop = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      };
    }

    // ---- 1. an account: signed up and verified in-process (which also runs the migrations), so
    // the server starts only once here.
    const email = `crash-${randomUUID()}@example.nz`;
    const password = 'correct horse battery staple';
    const setup = await buildApp(loadConfig(serverEnv({})), { logger: false });
    const signUp = await setup.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: origin() },
      payload: { name: 'Crash Test', email, password, role: 'notifyflow' },
    });
    expect(signUp.statusCode).toBe(200);
    await setup.deps.db.execute(
      sql`UPDATE users SET email_verified = true, role = 'notifyflow' WHERE email = ${email}`,
    );
    await setup.app.close();

    let server = await start({});
    const post = (url: string, body: unknown) =>
      fetch(`${origin()}${url}`, {
        method: 'POST',
        headers: { origin: origin(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const signIn = await post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // ---- 2. kill -9 while 40 submissions of 3 files each are in flight (no SMTP yet: mail waits).
    const accepted: string[] = [];
    let answered = 0;
    const submit = async (i: number) => {
      const files = Array.from({ length: FILES_EACH }, (_, f) => ({
        name: `scan-${i}-${f}.pdf`,
        data: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(96 * 1024), Buffer.from('\n%%EOF\n')]),
      }));
      const body = multipart(validForm({ idempotencyKey: randomUUID() }), files);
      try {
        const res = await fetch(`${origin()}/api/notifications`, {
          method: 'POST',
          headers: { ...body.headers, origin: origin(), cookie },
          body: body.payload,
        });
        const json = (await res.json()) as { notificationId?: string };
        if (res.status === 201 && json.notificationId) accepted.push(json.notificationId);
      } catch {
        // The connection died with the server: not accepted, so it must leave nothing behind.
      } finally {
        answered++;
        if (answered === Math.floor(SUBMISSIONS / 3)) void kill(server);
      }
    };
    await Promise.all(Array.from({ length: SUBMISSIONS }, (_, i) => submit(i)));
    await kill(server);
    const crashed = await withDatabase(async (q) => ({
      intents: (await q<{ n: number }>('SELECT count(*)::int AS n FROM file_intents'))[0]!.n,
      queued: await q<{ outbox_id: string }>('SELECT outbox_id FROM outbox'),
    }));
    const filesAfterCrash = filesUnder(filesDir).length;

    // ---- 3. restart with SMTP, a 1 s sweep grace and an 8 s lease. (The worker's SMTP timeouts are
    // a quarter of the lease: with 2 s, a 500 ms pause of this busy process's sink failed a send
    // the sink had taken, and the row waited out a 30 s retry.) The start-up sweep clears what
    // the crash left; the sink kills the server again as it acknowledges the 5th email.
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      OUTBOX_LEASE_SECONDS: '8',
      FILE_SWEEP_GRACE_SECONDS: '1',
    };
    let killedAt = 0;
    sink.onMessage = (count) => {
      if (count === 5 && child) {
        killedAt = count;
        child.kill('SIGKILL');
      }
    };
    server = await start(env);
    await exited(server);
    sink.onMessage = () => {};
    expect(killedAt).toBe(5);
    const stuckRows = await withDatabase((q) =>
      q<{ outbox_id: string }>(`SELECT outbox_id FROM outbox WHERE status = 'sending'`),
    );
    const stuck = stuckRows.length;

    // ---- 4. restart: once the lease runs out the stuck rows go again, and every email arrives.
    server = await start(env);
    const domain = new URL(origin()).hostname;
    const idOf = (outboxId: string) => `<${outboxId}@${domain}>`;
    const expected = new Set(crashed.queued.map((r) => idOf(r.outbox_id)));
    const missing = () => [...expected].filter((id) => !received().some((r) => r.messageId === id));
    // A stuck row whose email the sink had already taken (the 5th, acknowledged as the server died)
    // is sent again once its lease runs out: wait for that second copy too, or the test could end
    // while the row is still `sending` inside its lease, its email having arrived before the crash.
    const deliveredAtCrash = new Set(received().map((r) => r.messageId));
    const resends = stuckRows.map((r) => idOf(r.outbox_id)).filter((id) => deliveredAtCrash.has(id));
    const unsent = () =>
      missing().length +
      resends.filter((id) => received().filter((r) => r.messageId === id).length < 2).length;
    // Up to 75 s: the stuck rows wait out the 8 s lease, and a send that failed waits out its 30 s
    // retry delay.
    for (let i = 0; i < 375 && unsent(); i++) await sleep(200);
    await sleep(1000); // the last `sent` mark, and one more timer sweep
    await kill(server);

    const after = await withDatabase(async (q) => ({
      documents: await q<{ notification_id: string; storage_key: string }>(
        'SELECT notification_id, storage_key FROM notification_documents',
      ),
      notifications: await q<{ notification_id: string; institutions: number; recipients: number }>(`
        SELECT n.notification_id,
          (SELECT count(*)::int FROM institutions_notified i WHERE i.notification_id = n.notification_id) AS institutions,
          (SELECT count(*)::int FROM notification_recipients r WHERE r.notification_id = n.notification_id) AS recipients
        FROM notifications n`),
      // Files other rows hold: the starter templates written at start-up, and any estate documents.
      otherKeys: await q<{ storage_key: string }>(`
        SELECT storage_key FROM document_templates
        UNION SELECT storage_key FROM document_template_versions
        UNION SELECT storage_key FROM documents
        UNION SELECT storage_key FROM document_versions
        UNION SELECT storage_key FROM legal_forms WHERE storage_key IS NOT NULL`),
      intents: (await q<{ n: number }>('SELECT count(*)::int AS n FROM file_intents'))[0]!.n,
      statuses: await q<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM outbox GROUP BY status',
      ),
    }));
    const files = filesUnder(filesDir);
    const referenced = new Set([...after.documents, ...after.otherKeys].map((d) => d.storage_key));
    const orphans = files.filter((f) => !referenced.has(f));
    const ids = received().map((r) => r.messageId);
    const unique = new Set(ids);
    console.info(
      `crash during submissions: ${SUBMISSIONS} sent, ${accepted.length} accepted (201), ` +
        `${after.notifications.length} notifications stored; ${filesAfterCrash} files and ` +
        `${crashed.intents} file intents after the crash, ${files.length} files after the sweep, ` +
        `${orphans.length} orphans\n` +
        `crash during sending: ${crashed.queued.length} emails queued, killed after ${killedAt} acknowledged ` +
        `with ${stuck} rows left sending; ${ids.length} deliveries in all, ${unique.size} distinct ` +
        `Message-IDs (${ids.length - unique.size} resent after the crash, deduplicated by Message-ID)`,
    );

    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(SUBMISSIONS);
    // Nothing accepted is lost, and nothing stored is partial: every notification has its three
    // institutions, its recipient and all its files (a 201 lost with the connection may be stored).
    const stored = new Map(after.notifications.map((n) => [n.notification_id, n]));
    for (const id of accepted) expect(stored.has(id)).toBe(true);
    for (const n of after.notifications) {
      // Its two directory organisations and the "Other institution" the form typed.
      expect(n).toMatchObject({ institutions: 3, recipients: 1 });
      expect(after.documents.filter((d) => d.notification_id === n.notification_id)).toHaveLength(FILES_EACH);
    }
    // Nothing left behind: every file belongs to a row, every row's file exists, nothing staged.
    expect(orphans).toEqual([]);
    expect([...referenced].filter((k) => !files.includes(k))).toEqual([]);
    expect(after.intents).toBe(0);
    // Every queued email arrived, each sent once but for what was in flight at the kill.
    expect(missing()).toEqual([]);
    expect(unique).toEqual(expected);
    expect(after.statuses).toEqual([{ status: 'sent', n: crashed.queued.length }]);
    expect(ids.length - unique.size).toBeLessThanOrEqual(1);
  }, 150_000);
});
