import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.js';
import { enqueueEmail } from '../../src/services/outbox/enqueue-email.js';
import { OutboxWorker } from '../../src/services/outbox/worker.js';
import { freshDatabase } from '../helper.js';
import { startSmtpSink } from '../smtp-sink.js';

const database = await freshDatabase();
const sink = await startSmtpSink();
const { received, port } = sink;
afterAll(async () => {
  await sink.close();
  await database.close();
});
const log = pino({ level: 'silent' });

describe('outbox worker', () => {
  it('sends pending email over SMTP once and marks it sent', async () => {
    const id = await enqueueEmail(database.db, {
      kind: 'test',
      to: 'kim@example.nz',
      subject: 'Hello',
      text: 'Link: https://x/y',
    });
    const worker = new OutboxWorker(database.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Estate <no-reply@example.nz>',
      log,
    });
    expect(await worker.tick()).toBe(1);
    expect(await worker.tick()).toBe(0);
    await worker.stop();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('kim@example.nz');
    expect(received[0]!.data).toContain('Subject: Hello');
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a failed send for a later retry with back-off', async () => {
    const id = await enqueueEmail(database.db, {
      kind: 'test',
      to: 'ana@example.nz',
      subject: 'Hi',
      text: 'x',
    });
    const worker = new OutboxWorker(database.db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.nz', log });
    expect(await worker.tick()).toBe(0);
    await worker.stop();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });

  it('without SMTP_URL the email waits in the outbox', async () => {
    const id = await enqueueEmail(database.db, {
      kind: 'test',
      to: 'wait@example.nz',
      subject: 'Wait',
      text: 'x',
    });
    const worker = new OutboxWorker(database.db, { smtpUrl: undefined, from: 'a@b.nz', log });
    expect(await worker.tick()).toBe(0);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row!.status).toBe('pending');
  });
});
