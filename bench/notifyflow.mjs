// NotifyFlow benchmark: submissions per second (5 institutions, one 1 MB PDF each) and public
// status lookups per second, with p99 latency. Run after `npm run build`:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:notifyflow
// Without DATABASE_URL it measures the embedded PGlite. `npm run bench` uses the same measures.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { runDirectly, signIn, startApi } from './lib.mjs';

/** The demo NotifyFlow user, who submits. */
export const DEMO_NOTIFY = { email: 'notify@demo.estate.nz', password: 'demo-notify-miro' };

/**
 * Submissions for `duration` seconds from 4 connections, each a fresh idempotency key: 5 organisations
 * and one 1 MB PDF.
 * @param {string} base
 * @param {string} cookie the NotifyFlow user's session
 */
export async function measureSubmissions(base, cookie, { duration = 10 } = {}) {
  const { items } = await fetch(`${base}/api/institutions`).then((r) => r.json());
  const chosen = ['ANZ', 'Kiwibank', 'Inland Revenue', 'Spark', 'Mercury'].map(
    (n) => items.find((i) => i.name === n).institutionId,
  );

  const KEY = 'K'.repeat(36);
  // Each submission is another person (issue 44: a second notice of one person to one organisation
  // is a 409 until the sender says to send it anyway).
  const NAME = 'N'.repeat(36);
  const form = { ...submissionForm(chosen, KEY), deceasedName: `Bench ${NAME}` };
  const { contentType, body: template } = submissionBody(form);
  const keyAt = template.indexOf(KEY);
  const nameAt = template.indexOf(NAME);
  const r = await autocannon({
    url: `${base}/api/notifications`,
    method: 'POST',
    connections: 4,
    duration,
    // A write signed in by the session cookie names its origin, as a browser's does (decision 069).
    headers: { 'content-type': contentType, cookie, origin: base },
    requests: [
      {
        setupRequest(req) {
          const body = Buffer.from(template);
          body.write(randomUUID(), keyAt, 'latin1');
          body.write(randomUUID(), nameAt, 'latin1');
          return { ...req, body };
        },
      },
    ],
  });
  return summary(r);
}

/**
 * The form the submission row sends: 5 organisations, a given idempotency key (36 characters).
 * @param {string[]} institutionIds
 * @param {string} idempotencyKey
 */
export function submissionForm(institutionIds, idempotencyKey) {
  return {
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
    selectedInstitutions: institutionIds.map((institutionId) => ({ institutionId })),
    idempotencyKey,
  };
}

/**
 * The multipart body the submission row posts: the form as the `payload` field and one 1 MB PDF.
 * The bare upload reference (bare-fastify.mjs) posts the same bytes.
 * @param {object} form
 */
export function submissionBody(form) {
  const boundary = '----benchboundary';
  const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 - 9, 0x20)]);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(form)}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="certificate.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

/** Public status lookups of one real code, 10 connections, `duration` seconds. */
export async function measureStatusLookups(base, code, { duration = 10 } = {}) {
  return summary(
    await autocannon({ url: `${base}/api/notifications/status/${code}`, connections: 10, duration }),
  );
}

/** What every API row reports of an autocannon run. */
export function summary(r) {
  return {
    rps: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    ok: r['2xx'],
    errors: r.non2xx + r.errors,
  };
}

if (runDirectly(import.meta.url)) {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const api = await startApi({ databaseUrl: process.env.DATABASE_URL, name: 'bench-nf' });
  try {
    const cookie = await signIn(api.base, DEMO_NOTIFY.email, DEMO_NOTIFY.password);
    const submissions = await measureSubmissions(api.base, cookie);
    const lookups = await measureStatusLookups(api.base, await sampleCode(api.base, cookie));
    console.table([
      { what: 'submission (5 institutions, 1 MB PDF)', database, ...submissions },
      { what: 'status lookup', database, ...lookups },
    ]);
  } finally {
    await api.stop();
  }
}

/** A real reference code to look up: submit one notification and read its code. */
export async function sampleCode(baseUrl, cookie) {
  const boundary = '----one';
  const { items } = await fetch(`${baseUrl}/api/institutions`).then((r) => r.json());
  const form = {
    relationship: 'executor',
    deceasedName: `Lookup Sample ${randomUUID()}`,
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
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie, origin: baseUrl },
    body,
  });
  return (await res.json()).referenceCode;
}
