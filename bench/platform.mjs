// Platform benchmark: cold start to healthy (PGlite and PostgreSQL), memory at idle, and sign-in
// requests per second (autocannon, 10 s). Run after `npm run build`:
//   npm run bench:platform                      (PGlite only)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:platform
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshDatabase } from '../scripts/fresh-database.mjs';

const results = [];

async function start(label, extraEnv) {
  const port = 3300 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')),
    DEMO: 'true',
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  const t0 = performance.now();
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const coldStartMs = Math.round(performance.now() - t0);
  return { child, base, coldStartMs, label };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

async function measure(label, extraEnv) {
  const server = await start(label, extraEnv);
  await new Promise((r) => setTimeout(r, 3000));
  const idleRssMb = rssMb(server.child.pid);
  const body = JSON.stringify({ email: 'lawyer@demo.estate.nz', password: 'demo-lawyer-rimu' });
  const r = await autocannon({
    url: `${server.base}/api/auth/sign-in/email`,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body,
    connections: 10,
    duration: 10,
  });
  const me = await autocannon({ url: `${server.base}/api/health`, connections: 10, duration: 5 });
  server.child.kill('SIGTERM');
  await new Promise((res) => server.child.on('exit', res));
  results.push({
    database: label,
    coldStartMs: server.coldStartMs,
    idleRssMb,
    signInRps: Math.round(r.requests.average),
    signInP99Ms: r.latency.p99,
    signIn2xx: r['2xx'],
    signInNon2xx: r.non2xx,
    healthRps: Math.round(me.requests.average),
  });
}

await measure('PGlite', {});
if (process.env.DATABASE_URL) {
  const db = await freshDatabase(process.env.DATABASE_URL, 'bench');
  try {
    await measure('PostgreSQL', { DATABASE_URL: db.url });
  } finally {
    await db.drop();
  }
}
console.table(results);
