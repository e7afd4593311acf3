// NotifyFlow benchmark: submissions per second (5 institutions, one 1 MB PDF each) and public
// status lookups per second, with p99 latency. Run after `npm run build`:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:notifyflow
// Without DATABASE_URL it measures the embedded PGlite.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshDatabase } from '../scripts/fresh-database.mjs';

const port = 3600 + Math.floor(Math.random() * 300);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-nf-'));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  DATA_DIR: dataDir,
  DEMO: 'true',
  NODE_ENV: 'production',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-02',
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
  STATUS_RATE_LIMIT_PER_IP: '100000000',
  LOG_LEVEL: 'warn',
};
let dropDb = null;
if (process.env.DATABASE_URL) {
  const db = await freshDatabase(process.env.DATABASE_URL, 'bench_nf');
  env.DATABASE_URL = db.url;
  dropDb = db.drop;
} else delete env.DATABASE_URL;

const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 50));
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'notify@demo.estate.nz', password: 'demo-notify-miro' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { items } = await fetch(`${base}/api/institutions`).then((r) => r.json());
  const chosen = ['ANZ', 'Kiwibank', 'Inland Revenue', 'Spark', 'Mercury'].map(
    (n) => items.find((i) => i.name === n).institutionId,
  );

  const KEY = 'K'.repeat(36);
  const form = {
    relationship: 'executor',
    deceasedName: 'Bench Mark',
    dateOfDeath: '2026-10-01',
    notificationReason: ['account_closure'],
    probateStatus: 'in_progress',
    irdRefund: false,
    lifeInsurance: false,
    contactMethod: 'email',
    recipientName: 'Bench',
    recipientEmail: 'bench@example.nz',
    selectedInstitutions: chosen.map((institutionId) => ({ institutionId })),
    idempotencyKey: KEY,
  };
  const boundary = '----benchboundary';
  const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 - 9, 0x20)]);
  const template = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(form)}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="certificate.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const keyAt = template.indexOf(KEY);
  const submissions = await autocannon({
    url: `${base}/api/notifications`,
    method: 'POST',
    connections: 4,
    duration: 10,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    requests: [
      {
        setupRequest(req) {
          const body = Buffer.from(template);
          body.write(randomUUID(), keyAt, 'latin1');
          return { ...req, body };
        },
      },
    ],
  });
  const sample = await sampleCode(base, cookie);
  const lookups = await autocannon({
    url: `${base}/api/notifications/status/${sample}`,
    connections: 10,
    duration: 10,
  });
  console.table([
    {
      what: 'submission (5 institutions, 1 MB PDF)',
      database: env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
      rps: submissions.requests.average,
      p50Ms: submissions.latency.p50,
      p99Ms: submissions.latency.p99,
      ok: submissions['2xx'],
      errors: submissions.non2xx + submissions.errors,
    },
    {
      what: 'status lookup',
      database: env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
      rps: lookups.requests.average,
      p50Ms: lookups.latency.p50,
      p99Ms: lookups.latency.p99,
      ok: lookups['2xx'],
      errors: lookups.non2xx + lookups.errors,
    },
  ]);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  if (dropDb) await dropDb();
  rmSync(dataDir, { recursive: true, force: true });
}

/** A real reference code to look up: submit one notification and read its code. */
async function sampleCode(baseUrl, cookie) {
  const boundary = '----one';
  const { items } = await fetch(`${baseUrl}/api/institutions`).then((r) => r.json());
  const form = {
    relationship: 'executor',
    deceasedName: 'Lookup Sample',
    dateOfDeath: '2026-10-01',
    notificationReason: ['account_closure'],
    probateStatus: 'in_progress',
    contactMethod: 'email',
    recipientName: 'Bench',
    recipientEmail: 'bench@example.nz',
    selectedInstitutions: items.slice(0, 5).map((i) => ({ institutionId: i.institutionId })),
    idempotencyKey: randomUUID(),
  };
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(form)}\r\n--${boundary}--\r\n`;
  const res = await fetch(`${baseUrl}/api/notifications`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    body,
  });
  return (await res.json()).referenceCode;
}
