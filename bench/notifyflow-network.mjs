// Issue 44's network benchmark: notices to 20 organisations, each with a webhook endpoint on a local
// receiver; the time from a submission's start to each organisation's webhook arriving (p50, p95,
// max) beside how long the submissions themselves took. PostgreSQL only (it confirms the
// organisations' people's emails in the database). Run after `npm run build`:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:network
// BENCH_SUBMISSIONS (default 100) submissions, each to all BENCH_ORGANISATIONS (default 20): 2,000
// notices and 2,000 deliveries; BENCH_CONCURRENCY (default 4) submissions at once.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { signIn, startApi } from './lib.mjs';
import { DEMO_NOTIFY } from './notifyflow.mjs';
import { orgAdmins, orgEndpoint } from './org-setup.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:network needs DATABASE_URL (a PostgreSQL server)');
  process.exit(1);
}
const submissions = Number(process.env.BENCH_SUBMISSIONS ?? 100);
const organisations = Number(process.env.BENCH_ORGANISATIONS ?? 20);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);

/** The p-th percentile (0–1) of numbers, nearest rank. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/** A receiver answering 204 at once, noting when each organisation's message for a code arrived. */
function startReceiver() {
  const arrivals = new Map();
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const at = performance.now();
      try {
        const event = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const key = `${req.url}|${event.data.referenceCode}`;
        if (!arrivals.has(key)) arrivals.set(key, at);
      } catch {
        // Not an event: counted by nothing.
      }
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: server.address().port, arrivals, close: () => new Promise((r) => server.close(r)) }),
    ),
  );
}

/** One notification to the organisations, without files; answers its reference code. */
async function submit(base, cookie, institutionIds) {
  const form = {
    relationship: 'executor',
    deceasedName: `Network ${randomUUID()}`,
    dateOfDeath: '2026-10-01',
    notificationReason: ['account_closure'],
    probateStatus: 'in_progress',
    contactMethod: 'email',
    recipientName: 'Bench',
    recipientEmail: 'bench@example.nz',
    selectedInstitutions: institutionIds.map((institutionId) => ({ institutionId })),
    idempotencyKey: randomUUID(),
  };
  const body = new FormData();
  body.append('payload', JSON.stringify(form));
  const res = await fetch(`${base}/api/notifications`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body,
  });
  if (res.status !== 201) throw new Error(`submission answered ${res.status}: ${await res.text()}`);
  return (await res.json()).referenceCode;
}

export async function measureNetwork() {
  const receiver = await startReceiver();
  // The webhook worker runs in the API (WORKER); the receiver is on loopback, allowed outside production only.
  const api = await startApi({
    databaseUrl,
    name: 'bench-network',
    env: { WORKER: 'true', WEBHOOKS_ALLOW_LOOPBACK: 'true', NODE_ENV: 'development' },
  });
  try {
    const { items } = await fetch(`${api.base}/api/institutions`).then((r) => r.json());
    const chosen = items.slice(0, organisations).map((i) => i.institutionId);
    const admins = await orgAdmins(api, chosen);
    for (const [i, cookie] of admins.entries())
      await orgEndpoint(api.base, cookie, `http://127.0.0.1:${receiver.port}/hook/${i}`);
    const notify = await signIn(api.base, DEMO_NOTIFY.email, DEMO_NOTIFY.password);

    const started = new Map();
    const submitMs = [];
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < submissions) {
          next++;
          const at = performance.now();
          const code = await submit(api.base, notify, chosen);
          started.set(code, at);
          submitMs.push(performance.now() - at);
        }
      }),
    );
    const submittedIn = performance.now() - t0;
    const expected = submissions * chosen.length;
    const deadline = performance.now() + 180_000;
    while (receiver.arrivals.size < expected && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const latencies = [];
    for (const [key, at] of receiver.arrivals) {
      const code = key.split('|')[1];
      if (started.has(code)) latencies.push(at - started.get(code));
    }
    return {
      submissions,
      organisations: chosen.length,
      notices: expected,
      delivered: latencies.length,
      submittedInS: Math.round(submittedIn / 100) / 10,
      submitP95Ms: Math.round(percentile(submitMs, 0.95)),
      deliveryP50Ms: Math.round(percentile(latencies, 0.5)),
      deliveryP95Ms: Math.round(percentile(latencies, 0.95)),
      deliveryMaxMs: Math.round(Math.max(...latencies)),
    };
  } finally {
    await api.stop();
    await receiver.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureNetwork();
  console.log(
    `\n${r.submissions} submissions to ${r.organisations} organisations (${r.notices} notices), ${concurrency} at once, each organisation with a webhook endpoint on a local receiver\n`,
  );
  console.log(
    '| submitted in | submission p95 | delivered | delivery p50 | delivery p95 | slowest | target |',
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| ${r.submittedInS} s | ${r.submitP95Ms} ms | ${r.delivered} of ${r.notices} | ${r.deliveryP50Ms} ms | ${r.deliveryP95Ms} ms | ${r.deliveryMaxMs} ms | p95 ≤ 5,000 ms: ${r.deliveryP95Ms <= 5000 && r.delivered === r.notices ? 'met' : 'not met'} |`,
  );
}
