// What every benchmark does around its measurements: start the built API on a free port with a bench
// environment (a fresh PostgreSQL database or the embedded PGlite, demo data, rate limits off), sign
// in, time requests one after another, and tear it all down again. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDatabase } from '../scripts/fresh-database.mjs';

/** The demo lawyer every estate benchmark signs in as. */
export const DEMO_LAWYER = { email: 'lawyer@demo.estate.nz', password: 'demo-lawyer-rimu' };

/**
 * @typedef {object} Api
 * @property {string} base the server's origin, e.g. http://127.0.0.1:3917
 * @property {string | null} databaseUrl the fresh database it runs on (null when on PGlite)
 * @property {number} pid the server's process id
 * @property {number} coldStartMs from spawning the process to the first healthy answer
 * @property {() => Promise<void>} stop stop the server, drop the fresh database, remove its data directory
 *   (with `keepData`, only stop the server: its data stays for a later start given `data`)
 * @property {StoredData} data the data directory and fresh database this server ran on
 */

/**
 * @typedef {object} StoredData
 * @property {string} dataDir
 * @property {number} port the same port (and so PUBLIC_URL) again, as a server restarted in place
 * @property {{ url: string, drop: () => Promise<void> } | null} fresh
 */

/**
 * Start `apps/api/dist/server.js` and wait until `/api/health` answers.
 * @param {object} options
 * @param {string | null | undefined} options.databaseUrl a PostgreSQL server: the API runs on a fresh
 *   database beside it, dropped on stop(); none for the embedded PGlite
 * @param {string} options.name names the fresh database and the temporary data directory
 * @param {Record<string, string>} [options.env] more environment for the server
 * @param {string[]} [options.nodeArgs] flags for Node itself; default BENCH_NODE_ARGS, e.g.
 *   `BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench:notifyflow` profiles the server
 * @param {boolean} [options.keepData] stop() leaves the data directory and database for a second start
 * @param {StoredData} [options.data] start on the data a server started with `keepData` left (a start
 *   on existing data); this server's stop() removes it
 * @returns {Promise<Api>}
 */
export async function startApi({
  databaseUrl,
  name,
  env = {},
  nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
  keepData = false,
  data,
}) {
  const port = data?.port ?? 3300 + Math.floor(Math.random() * 600);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = data?.dataDir ?? mkdtempSync(path.join(tmpdir(), `${name}-`));
  const fresh = data
    ? data.fresh
    : databaseUrl
      ? await freshDatabase(databaseUrl, name.replaceAll('-', '_'))
      : null;
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DEMO: 'true',
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
    STATUS_RATE_LIMIT_PER_IP: '100000000',
    LOG_LEVEL: 'warn',
    ...env,
  };
  if (fresh) serverEnv.DATABASE_URL = fresh.url;
  else delete serverEnv.DATABASE_URL;

  const t0 = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  // A script that throws mid-run still takes its server down with it.
  const killOnExit = () => running() && child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (running()) child.kill('SIGTERM');
    await exited;
    if (keepData) return;
    if (fresh) await fresh.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const deadline = t0 + 120_000; ; ) {
      if (!running())
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was healthy`);
      if (performance.now() > deadline) throw new Error('the server did not start within two minutes');
      const healthy = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((r) => setTimeout(r, 20));
    }
  } catch (error) {
    await stop();
    if (keepData) {
      if (fresh) await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    throw error;
  }
  const coldStartMs = Math.round(performance.now() - t0);
  return {
    base,
    databaseUrl: fresh?.url ?? null,
    pid: child.pid ?? 0,
    coldStartMs,
    stop,
    data: { dataDir, fresh, port },
  };
}

/**
 * Sign in with email and password; answers the cookie header for the session.
 * @param {string} base
 * @param {string} email
 * @param {string} password
 * @returns {Promise<string>}
 */
export async function signIn(base, email, password) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`signing in ${email} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * What one person waits for: `requests` GETs one after another (after `warmup` unmeasured ones), each
 * read to the end; any answer that is not 2xx throws. Percentiles in milliseconds, rounded to
 * `decimals` places.
 * @param {string} base
 * @param {string} urlPath e.g. /api/estates?q=ngata
 * @param {{ cookie?: string, requests?: number, warmup?: number, decimals?: number }} [options]
 * @returns {Promise<{ p50Ms: number, p95Ms: number, p99Ms: number }>}
 */
export async function latency(base, urlPath, { cookie, requests = 200, warmup = 20, decimals = 0 } = {}) {
  const headers = cookie ? { cookie } : {};
  const times = [];
  for (let i = 0; i < requests + warmup; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${urlPath}`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${urlPath} answered ${res.status}`);
    if (i >= warmup) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const scale = 10 ** decimals;
  const at = (p) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))] * scale) / scale;
  return { p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
}

/** Whether the module at `moduleUrl` is the script Node was started with (not imported by `npm run bench`). */
export function runDirectly(moduleUrl) {
  return !!process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}

/** The median of some numbers (the middle one; the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * After seeding with node-postgres client `db`: refreshes the planner's statistics, then answers
 * the lawyer's first estate by name (the one-estate lists are measured on it) and the row count of
 * each named table ({ label: table }).
 */
export async function finishSeeding(db, lawyer, tables) {
  const someEstate = (
    await db.query(`SELECT estate_id FROM estates WHERE created_by = $1 ORDER BY deceased_name LIMIT 1`, [
      lawyer,
    ])
  ).rows[0].estate_id;
  await db.query('ANALYZE');
  const counts = (
    await db.query(
      `SELECT ${Object.entries(tables)
        .map(([label, table]) => `(SELECT count(*) FROM ${table})::int AS "${label}"`)
        .join(', ')}`,
    )
  ).rows[0];
  return { someEstate, counts };
}
