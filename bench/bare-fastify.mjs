// The reference every API row is set beside: a bare Fastify server (the same Fastify the API runs,
// no plugins, no database) answering a small JSON, in its own process like the API, so both pay for
// the same machine in the same run. `node bench/bare-fastify.mjs PORT` runs the server itself.
// With a database URL (`node bench/bare-fastify.mjs PORT URL`) it reads its answer from PostgreSQL,
// one prepared query per request through a pool of 10 (node-postgres, as the API): the most any
// route that reads the database can do on the machine, set beside the API rows as a second reference.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const databaseUrl = process.argv[3];
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const query = { name: 'bare-ping', text: "select 'ok' as status" };
    app.get('/ping', async () => {
      const { rows } = await pool.query(query);
      return { status: rows[0].status, service: 'bare-fastify' };
    });
  } else app.get('/ping', async () => ({ status: 'ok', service: 'bare-fastify' }));
  await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
}

/**
 * Start the bare server, measure it with autocannon as the API rows are measured (10 connections,
 * `duration` seconds), stop it. Requests per second (mean) and p99 in milliseconds. With
 * `databaseUrl`, each answer is read from PostgreSQL (see above).
 * @param {{ duration?: number, databaseUrl?: string }} [options]
 * @returns {Promise<{ rps: number, p99Ms: number }>}
 */
export async function measureBareFastify({ duration = 10, databaseUrl } = {}) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const args = [fileURLToPath(import.meta.url), String(port), ...(databaseUrl ? [databaseUrl] : [])];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (let i = 0; ; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/ping`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 200) throw new Error('the bare Fastify server did not start');
      await new Promise((r) => setTimeout(r, 25));
    }
    const r = await autocannon({ url: `http://127.0.0.1:${port}/ping`, connections: 10, duration });
    return { rps: Math.round(r.requests.average), p99Ms: r.latency.p99 };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}
