// NotifyFlow benchmark: submissions per second (5 institutions, one 1 MB PDF each) and public
// status lookups per second, with p99 latency. Run after `npm run build`:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:notifyflow
// Without DATABASE_URL it measures the embedded PGlite.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { signIn, startApi } from './lib.mjs';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const api = await startApi({ databaseUrl: process.env.DATABASE_URL, name: 'bench-nf' });
const { base } = api;
try {
  const cookie = await signIn(base, 'notify@demo.estate.nz', 'demo-notify-miro');
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
      database,
      rps: submissions.requests.average,
      p50Ms: submissions.latency.p50,
      p99Ms: submissions.latency.p99,
      ok: submissions['2xx'],
      errors: submissions.non2xx + submissions.errors,
    },
    {
      what: 'status lookup',
      database,
      rps: lookups.requests.average,
      p50Ms: lookups.latency.p50,
      p99Ms: lookups.latency.p99,
      ok: lookups['2xx'],
      errors: lookups.non2xx + lookups.errors,
    },
  ]);
} finally {
  await api.stop();
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
