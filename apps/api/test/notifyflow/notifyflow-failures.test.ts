import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import {
  institutions,
  institutionsNotified,
  notificationDocuments,
  notifications,
  outbox,
} from '../../src/db/schema.js';
import { LocalFileStore } from '../../src/services/files/file-store.js';
import { notifyflowOnSent } from '../../src/services/notifyflow/outbox-hooks.js';
import { OutboxWorker } from '../../src/services/outbox/worker.js';
import { build, sseReader } from '../helper.js';
import { changesHeard, multipart, PDF, validForm } from '../notifyflow-helpers.js';

/** Reference codes the next notifications get, before random ones (a collision, on purpose). */
const nextCodes: string[] = [];

let failNextInsert = false;
class FlakyStore extends LocalFileStore {
  override async move(from: string, to: string): Promise<void> {
    if (to.includes('fail-me')) throw new Error('disk full');
    return super.move(from, to);
  }
}

const t = await build({ STATUS_RATE_LIMIT_PER_IP: '5' });
const f = await build({}, {}, { faults: { nextReferenceCode: () => nextCodes.shift() } });

const countRows = async (app: typeof t) => {
  const [n] = await app.deps.db.select({ n: sql<number>`count(*)::int` }).from(notifications);
  const [o] = await app.deps.db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  return { notifications: n!.n, outbox: o!.n };
};
const filesUnder = (dir: string) => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
  } catch {
    return 0;
  }
};

describe('a failure half-way loses nothing', () => {
  it('an error after the notification insert leaves no rows, no emails and no files', async () => {
    const faulty = await build(
      {},
      {},
      {
        faults: {
          afterNotificationInsert: () =>
            failNextInsert ? Promise.reject(new Error('injected failure')) : Promise.resolve(),
        },
      },
    );
    const s = await faulty.signUp({ role: 'notifyflow' });
    const before = await countRows(faulty);
    const root = path.join(faulty.deps.config.dataDir, 'files');
    // The store already holds the starter templates written at start-up.
    const filesBefore = filesUnder(root);
    failNextInsert = true;
    const body = multipart(validForm(), [{ name: 'certificate.pdf', data: PDF }]);
    const res = await faulty.inject({
      method: 'POST',
      url: '/api/notifications',
      ...body,
      headers: { ...body.headers, cookie: s.cookie },
    });
    failNextInsert = false;
    expect(res.statusCode).toBe(500);
    expect(await countRows(faulty)).toEqual(before);
    expect(filesUnder(root)).toBe(filesBefore);
  });

  it('a document that cannot be stored is skipped and reported; the rest is recorded', async () => {
    const flaky = await build(
      {},
      {},
      { fileStore: new FlakyStore(path.join(f.deps.config.dataDir, 'flaky')) },
    );
    const s = await flaky.signUp({ role: 'notifyflow' });
    const body = multipart(validForm(), [
      { name: 'fail-me.pdf', data: PDF },
      { name: 'good.pdf', data: PDF },
    ]);
    const res = await flaky.inject({
      method: 'POST',
      url: '/api/notifications',
      ...body,
      headers: { ...body.headers, cookie: s.cookie },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().skippedFiles).toEqual([
      { fileName: 'fail-me.pdf', reason: 'The file could not be stored.' },
    ]);
    const docs = await flaky.deps.db
      .select()
      .from(notificationDocuments)
      .where(eq(notificationDocuments.notificationId, res.json().notificationId));
    expect(docs.map((d) => d.fileName)).toEqual(['good.pdf']);
  });
});

describe('reference codes', () => {
  it('a code already taken is replaced by a new one, and the notification is recorded once', async () => {
    const s = await f.signUp({ role: 'notifyflow' });
    const send = async () => {
      const body = multipart(validForm(), [{ name: 'certificate.pdf', data: PDF }]);
      return f.inject({
        method: 'POST',
        url: '/api/notifications',
        ...body,
        headers: { ...body.headers, cookie: s.cookie },
      });
    };
    const first = await send();
    expect(first.statusCode).toBe(201);
    const taken: string = first.json().referenceCode;
    nextCodes.push(taken, taken);
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(nextCodes).toEqual([]);
    expect(second.json().referenceCode).not.toBe(taken);
    const withCode = await f.deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.referenceCode, second.json().referenceCode));
    expect(withCode).toEqual([{ id: second.json().notificationId }]);
    const withTaken = await f.deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.referenceCode, taken));
    expect(withTaken).toEqual([{ id: first.json().notificationId }]);
  });
});

describe('the public lookup is rate limited', () => {
  it('refuses the sixth lookup in a minute from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (
          await t.inject({
            method: 'GET',
            url: '/api/notifications/status/NF-AAAAA' + i,
            remoteAddress: '203.0.113.9',
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(codes[5]).toBe(429);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/notifications/status/NF-AAAAA1',
          remoteAddress: '203.0.113.10',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('live status', () => {
  it('an open stream receives the new status when the institution answers', async () => {
    await t.deps.db
      .update(institutions)
      .set({ notificationEmail: 'estates@anz.example.nz' })
      .where(eq(institutions.name, 'ANZ'));
    const s = await t.signUp({ role: 'notifyflow' });
    const body = multipart(
      validForm({
        selectedInstitutions: [
          {
            institutionId: (
              await t.deps.db.select().from(institutions).where(eq(institutions.name, 'ANZ'))
            )[0]!.id,
          },
        ],
      }),
    );
    const created = (
      await t.inject({
        method: 'POST',
        url: '/api/notifications',
        ...body,
        headers: { ...body.headers, cookie: s.cookie },
      })
    ).json();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/notifications/status/${created.referenceCode}/events`, {
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events: { institutions: { status: string }[] }[] = [];
    const nextEvent = sseReader<{ institutions: { status: string; responseReceived?: boolean }[] }>(res);
    events.push(await nextEvent());
    expect(events[0]!.institutions[0]!.status).toBe('pending');
    const [mail] = await t.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'institution-notification'))
      .orderBy(sql`created_at desc`)
      .limit(1);
    const token = new URL(mail!.link!).pathname.split('/').pop()!;
    await t.inject({ method: 'POST', url: `/api/respond/${token}`, payload: { action: 'complete' } });
    events.push(await nextEvent());
    expect(events[1]!.institutions[0]).toMatchObject({ status: 'completed', responseReceived: true });
    controller.abort();
  });
});

describe('dispatch by email', () => {
  it('when the worker sends an institution its email, that row becomes sent', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, cb) {
        stream.resume();
        stream.on('end', () => {
          received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          cb();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    afterAll(() => new Promise<void>((r) => smtp.close(() => r())));
    const port = (smtp.server.address() as { port: number }).port;
    await f.deps.db
      .update(institutions)
      .set({ notificationEmail: 'estates@kiwibank.example.nz' })
      .where(eq(institutions.name, 'Kiwibank'));
    const s = await f.signUp({ role: 'notifyflow' });
    const kiwibank = (
      await f.deps.db.select().from(institutions).where(eq(institutions.name, 'Kiwibank'))
    )[0]!;
    const body = multipart(validForm({ selectedInstitutions: [{ institutionId: kiwibank.id }] }));
    const created = (
      await f.inject({
        method: 'POST',
        url: '/api/notifications',
        ...body,
        headers: { ...body.headers, cookie: s.cookie },
      })
    ).json();
    const announced = await changesHeard(f.deps, created.notificationId, async () => {
      const worker = new OutboxWorker(f.deps.db, {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'a@b.nz',
        log: pino({ level: 'silent' }),
        onSent: notifyflowOnSent,
      });
      while ((await worker.tick()) > 0);
      await worker.stop();
    });
    expect(received).toContain('estates@kiwibank.example.nz');
    // Kiwibank's row (the form's "Other institution" has a row of its own, a letter: issue 18).
    const [row] = await f.deps.db
      .select()
      .from(institutionsNotified)
      .where(eq(institutionsNotified.notificationId, created.notificationId))
      .then((rows) => rows.filter((r) => r.institutionId === kiwibank.id));
    expect(row!.status).toBe('sent');
    expect(row!.sentDate).toBeInstanceOf(Date);
    expect(announced).toBe(1);
  });
});
