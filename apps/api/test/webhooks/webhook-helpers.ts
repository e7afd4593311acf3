import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, expect } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { organisationMembers } from '../../src/db/schema.js';
import { WebhookWorker } from '../../src/services/webhooks/worker.js';
import type { Session, TestApp } from '../helper.js';
import { idOf } from '../notifyflow-helpers.js';

/** One request the receiver got. */
export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 (port 0), closed after the file: it records every request and
 * answers what `answer` says for it (200 unless told).
 */
export async function startReceiver(
  answer: (r: Received, all: Received[]) => number | Promise<number> = () => 200,
) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = {
        path: req.url ?? '/',
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(r);
      void Promise.resolve(answer(r, received)).then((status) => {
        res.statusCode = status;
        res.end(status < 300 ? 'ok' : 'not now');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, url: (path = '/hook') => `http://127.0.0.1:${port}${path}` };
}

/** Checks a request's signature as a receiver would, with the standardwebhooks package; the payload. */
export function verified(secret: string, r: Received): unknown {
  return new Webhook(secret).verify(r.body, r.headers);
}

/** A webhook worker on `db`, ticked by the test. */
export function workerOn(t: TestApp, db: Db = t.deps.db, allowLoopback = true): WebhookWorker {
  return new WebhookWorker({
    db,
    secret: t.deps.config.authSecret,
    publicUrl: t.deps.config.publicUrl,
    allowLoopback,
    log: pino({ level: 'silent' }),
  });
}

/** Every waiting message is due now: the clock moved past its back-off. */
export async function makeDue(db: Db): Promise<void> {
  await db.execute(sql`UPDATE webhook_deliveries SET next_attempt_at = now() WHERE status = 'pending'`);
}

/** A person signed in who is an administrator of the directory organisation `name`. */
export async function orgAdmin(t: TestApp, name: string): Promise<Session> {
  const session = await t.signUp({ role: 'notifyflow', name: `Admin of ${name}` });
  await t.deps.db
    .insert(organisationMembers)
    .values({ institutionId: idOf(name), email: session.email.toLowerCase(), role: 'admin' });
  return session;
}

/** Registers an endpoint as `admin`; its id and secret. */
export async function register(
  t: TestApp,
  admin: Session,
  url: string,
  events: string[] = ['notification.created', 'notification.reply_added', 'notification.document_added'],
): Promise<{ id: string; secret: string; version: number }> {
  const res = await t.as(admin, { method: 'POST', url: '/api/org/webhooks', payload: { url, events } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; secret: string; version: number }>();
}
