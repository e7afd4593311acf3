// Platform benchmark: cold start to healthy (PGlite and PostgreSQL), memory at idle, and sign-in
// requests per second (autocannon, 10 s). Run after `npm run build`:
//   npm run bench:platform                      (PGlite only)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:platform
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { DEMO_LAWYER, startApi } from './lib.mjs';

const results = [];

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

async function measure(label, databaseUrl) {
  const server = await startApi({ databaseUrl, name: 'bench' });
  try {
    await new Promise((r) => setTimeout(r, 3000));
    const idleRssMb = rssMb(server.pid);
    const r = await autocannon({
      url: `${server.base}/api/auth/sign-in/email`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify(DEMO_LAWYER),
      connections: 10,
      duration: 10,
    });
    const me = await autocannon({ url: `${server.base}/api/health`, connections: 10, duration: 5 });
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
  } finally {
    await server.stop();
  }
}

await measure('PGlite', null);
if (process.env.DATABASE_URL) await measure('PostgreSQL', process.env.DATABASE_URL);
console.table(results);
