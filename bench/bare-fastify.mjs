// The reference every API row is set beside: a bare Fastify server (the same Fastify the API runs,
// no plugins, no database) answering a small JSON, in its own process like the API, so both pay for
// the same machine in the same run. `node bench/bare-fastify.mjs PORT` runs the server itself.
// With a database URL (`node bench/bare-fastify.mjs PORT URL`) it reads its answer from PostgreSQL,
// one prepared query per request through a pool of 10 (node-postgres, as the API): the most any
// route that reads the database can do on the machine, set beside the API rows as a second reference.
// With `upload` instead of a URL (`node bench/bare-fastify.mjs PORT upload DIR`) it takes a multipart
// post (@fastify/multipart, as the API), writes each file into DIR and renames it into place, with no
// database: the most any upload route can do here, set beside the notification submission row.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const databaseUrl = process.argv[3];
  if (databaseUrl === 'upload') {
    const { default: multipart } = await import('@fastify/multipart');
    const { open, rename } = await import('node:fs/promises');
    const { randomUUID } = await import('node:crypto');
    const dir = process.argv[4];
    await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 10 } });
    app.post('/upload', async (request) => {
      let files = 0;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        // The API's local store: written in batches of up to 1 MB, one writev each, then renamed.
        const staged = `${dir}/${randomUUID()}`;
        const file = await open(staged, 'w', 0o600);
        try {
          let batch = [];
          let size = 0;
          for await (const chunk of part.file) {
            batch.push(chunk);
            size += chunk.length;
            if (size >= 1024 * 1024) {
              await file.writev(batch);
              batch = [];
              size = 0;
            }
          }
          if (batch.length) await file.writev(batch);
        } finally {
          await file.close();
        }
        await rename(staged, `${staged}.stored`);
        files += 1;
      }
      return { files };
    });
    app.get('/ping', async () => ({ status: 'ok', service: 'bare-fastify' }));
  } else if (databaseUrl) {
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
 * `databaseUrl`, each answer is read from PostgreSQL; with `upload`, it takes that multipart body
 * from 4 connections, as the submission row does (see above).
 * @param {{ duration?: number, databaseUrl?: string, upload?: { contentType: string, body: Buffer } }} [options]
 * @returns {Promise<{ rps: number, p99Ms: number }>}
 */
export async function measureBareFastify({ duration = 10, databaseUrl, upload } = {}) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const dir = upload ? mkdtempSync(path.join(tmpdir(), 'bench-bare-upload-')) : null;
  const mode = dir ? ['upload', dir] : databaseUrl ? [databaseUrl] : [];
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), String(port), ...mode], {
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
    const r = upload
      ? await autocannon({
          url: `http://127.0.0.1:${port}/upload`,
          method: 'POST',
          connections: 4,
          duration,
          headers: { 'content-type': upload.contentType },
          // A copy per request, as the submission row makes to give each its own idempotency key.
          requests: [{ setupRequest: (req) => ({ ...req, body: Buffer.from(upload.body) }) }],
        })
      : await autocannon({ url: `http://127.0.0.1:${port}/ping`, connections: 10, duration });
    if (r.non2xx || r.errors) throw new Error(`the bare server failed ${r.non2xx + r.errors} requests`);
    return { rps: Math.round(r.requests.average), p99Ms: r.latency.p99 };
  } finally {
    child.kill('SIGTERM');
    await exited;
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
