// Issue 43: an endpoint measured against its own SQL without the app. The API runs with
// bench/capture-sql.mjs loaded; one request to the route is made with capture on, and the statements
// node-postgres sent for it (text, parameters, prepared names, which connection, when) are replayed
// by a bare Fastify route through node-postgres (a pool of 10, as the API's), in the same order and
// with the same overlap: a statement waits for those that had ended before it started, statements
// of one transaction share a connection. The replay answers the rows it read as JSON. The gap
// between the two is what our code adds: routing, sessions, validation, access, mapping,
// serialisation and logging. `node bench/same-sql.mjs PORT DATABASE_URL PLAN_FILE` runs the
// reference server itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** Where the API writes what it captured, given to startApi as BENCH_SQL_LOG. */
export function captureEnv() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-sql-'));
  const file = path.join(dir, 'captured.json');
  return {
    env: { BENCH_SQL_LOG: file },
    nodeArgs: ['--import', fileURLToPath(new URL('./capture-sql.mjs', import.meta.url))],
    file,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The statements one request to `url` runs in the API (started with `captureEnv()`), after a few
 * warm-up requests so caches and prepared statements are as under load.
 * @returns {Promise<object[]>}
 */
export async function captureRouteSql(api, capture, url, headers = {}) {
  for (let i = 0; i < 5; i++) await (await fetch(`${api.base}${url}`, { headers })).arrayBuffer();
  rmSync(capture.file, { force: true });
  process.kill(api.pid, 'SIGUSR2');
  await pause(100);
  const res = await fetch(`${api.base}${url}`, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status} while its SQL was captured`);
  await pause(100);
  process.kill(api.pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    try {
      return JSON.parse(readFileSync(capture.file, 'utf8'));
    } catch {
      await pause(20);
    }
  }
  throw new Error('the API wrote no captured SQL (was it started with captureEnv()?)');
}

/** A captured statement's parameters as node-postgres takes them (binary ones were kept as base64). */
export function valuesOf(statement) {
  return statement.values.map((v) =>
    v && typeof v === 'object' && 'base64' in v ? Buffer.from(v.base64, 'base64') : v,
  );
}

/** How the replay runs the statements: each one's predecessors, and which need one connection. */
function planOf(statements) {
  const inTransaction = new Set(
    statements.filter((s) => /^\s*(begin|start transaction)/i.test(s.text)).map((s) => s.connection),
  );
  return statements.map((s, i) => ({
    text: s.text,
    name: s.name ?? undefined,
    values: valuesOf(s),
    connection: inTransaction.has(s.connection) ? s.connection : null,
    after: statements.slice(0, i).flatMap((p, j) => (p.endMs !== null && p.endMs <= s.startMs ? [j] : [])),
  }));
}

/** Headers Node's HTTP server writes itself, left out of a captured answer the replay repeats. */
const OWN_HEADERS = new Set(['connection', 'keep-alive', 'date', 'content-length', 'transfer-encoding']);

/**
 * What the app answered `url` (as autocannon asks: no compression), for the replay to send the same
 * bytes after the same SQL (`withSameSqlServer`'s `answer`).
 * @returns {Promise<{ headers: Record<string, string>, body: string }>}
 */
export async function sameAnswer(url, headers = {}) {
  const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const kept = Object.fromEntries([...res.headers].filter(([name]) => !OWN_HEADERS.has(name)));
  return { headers: kept, body: await res.text() };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  const [, , port, databaseUrl, planFile] = process.argv;
  const { default: Fastify } = await import('fastify');
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const { statements, answer } = JSON.parse(readFileSync(planFile, 'utf8'));
  const plan = planOf(statements);
  const app = Fastify({ logger: false });
  app.get('/replay', async (_request, reply) => {
    const clients = new Map();
    const clientFor = async (id) => {
      if (!clients.has(id)) clients.set(id, pool.connect());
      return clients.get(id);
    };
    try {
      const done = [];
      for (const step of plan) {
        done.push(
          Promise.all(step.after.map((j) => done[j])).then(async () => {
            const query = { text: step.text, values: step.values, ...(step.name ? { name: step.name } : {}) };
            return step.connection === null
              ? pool.query(query)
              : (await clientFor(step.connection)).query(query);
          }),
        );
      }
      const results = await Promise.all(done);
      // The app's own answer, headers and body, when given: the same bytes on the wire.
      if (answer) return reply.headers(answer.headers).send(answer.body);
      return results.filter((r) => r.command === 'SELECT').map((r) => r.rows);
    } finally {
      for (const client of clients.values()) (await client).release();
    }
  });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
}

let nextPort = 3990 + 10 * Math.floor(Math.random() * 9);

/**
 * Start the reference server for these captured statements, run `measure(url)` against it, stop it.
 * With `answer` (`sameAnswer`) it answers the app's own headers and body after the SQL, rather than
 * the rows as JSON.
 * @template T
 * @param {{ databaseUrl: string, statements: object[], answer?: { headers: Record<string, string>, body: string }, measure: (url: string) => Promise<T> }} options
 * @returns {Promise<T>}
 */
export async function withSameSqlServer({ databaseUrl, statements, answer, measure }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-same-sql-'));
  const planFile = path.join(dir, 'plan.json');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(planFile, JSON.stringify({ statements, answer }));
  // Two of them may run at once (bench:own-sql): each its own port.
  const port = nextPort++;
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), String(port), databaseUrl, planFile],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}/replay`;
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 200) throw new Error('the same-SQL server did not start');
      await pause(25);
    }
    return await measure(url);
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** autocannon as every API row is measured: 10 connections; requests per second and p99. */
export async function load(url, { headers = {}, duration = 5 } = {}) {
  const r = await autocannon({ url, connections: 10, duration, headers });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx + r.errors} requests failed`);
  return { rps: Math.round(r.requests.average), p99Ms: r.latency.p99 };
}
