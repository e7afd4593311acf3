import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { fileIntents, outbox } from '../../src/db/schema.js';
import {
  adoptFiles,
  discardFiles,
  recordFileIntents,
  sweepFileIntents,
} from '../../src/services/files/file-intents.js';
import { LocalFileStore } from '../../src/services/files/file-store.js';
import { stageUpload } from '../../src/services/files/stage-upload.js';
import { enqueueEmail } from '../../src/services/outbox/enqueue-email.js';
import { OutboxWorker } from '../../src/services/outbox/worker.js';
import { freshDatabase } from '../helper.js';
import { startSmtpSink } from '../smtp-sink.js';

const database = await freshDatabase();
const { db } = database;
const root = mkdtempSync(path.join(tmpdir(), 'estate-sweep-'));
const store = new LocalFileStore(root);
const log = pino({ level: 'silent' });
const PDF = Buffer.from('%PDF-1.4\n%crash-safety\n');

const sink = await startSmtpSink();
const { received } = sink;
const smtpUrl = `smtp://127.0.0.1:${sink.port}`;
afterAll(async () => {
  await sink.close();
  await database.close();
});

const put = (key: string) => store.put(key, Readable.from([PDF]));
const exists = (key: string) => existsSync(path.join(root, key));
const intentsOf = async (keys: string[]) =>
  (await db.select().from(fileIntents).where(inArray(fileIntents.key, keys))).map((r) => r.key);
/** Makes intents look as old as a crash an hour ago. */
const age = (keys: string[]) =>
  db
    .update(fileIntents)
    .set({ createdAt: sql`now() - interval '2 hours'` })
    .where(inArray(fileIntents.key, keys));

describe('file intents: nothing left behind', () => {
  it('stageUpload logs its key before writing; a sweep after the grace period removes both', async () => {
    const staged = await stageUpload(
      { db, store },
      'will.pdf',
      Readable.from([PDF]),
      ['application/pdf'],
      1024 * 1024,
    );
    expect(exists(staged.stagingKey)).toBe(true);
    expect(await intentsOf([staged.stagingKey])).toEqual([staged.stagingKey]);

    // A fresh intent is an upload still in progress: the sweeper leaves it alone.
    expect(await sweepFileIntents(db, store, 3_600_000)).toBe(0);
    expect(exists(staged.stagingKey)).toBe(true);

    await age([staged.stagingKey]);
    expect(await sweepFileIntents(db, store, 3_600_000)).toBe(1);
    expect(exists(staged.stagingKey)).toBe(false);
    expect(await intentsOf([staged.stagingKey])).toEqual([]);
  });

  it('a file moved into place before a crash (its owner never committed) is swept, staging and final', async () => {
    const staging = 'staging/crashed-before-commit';
    const final = 'notification_documents/n1/1_0_will.pdf';
    await recordFileIntents(db, [staging]);
    await put(staging);
    await recordFileIntents(db, [final]);
    await store.move(staging, final);
    // ... the process dies here, before the owning transaction commits.
    await age([staging, final]);
    expect(await sweepFileIntents(db, store, 1000)).toBe(2);
    expect(exists(final)).toBe(false);
    expect(readdirSync(path.join(root, 'notification_documents', 'n1'))).toEqual([]);
  });

  it('an adopted file is never swept; a referenced key keeps its file even if an intent lingers', async () => {
    const final = 'estate_documents/e1/adopted.pdf';
    await recordFileIntents(db, [final]);
    await put(final);
    await db.transaction((tx) => adoptFiles(tx, { stored: [final] }));
    expect(await intentsOf([final])).toEqual([]);

    // A row referencing the key, and (as by a bug) a stale intent for it.
    const referenced = 'estate_documents/e1/referenced.pdf';
    await put(referenced);
    await database.sql(`
      INSERT INTO notifications (notification_id, status, notification_type, channel, recipient, reference_code,
        relationship, deceased_name, date_of_death, probate_status)
      VALUES ('00000000-0000-4000-8000-000000000001', 'pending', 'x', 'email', 'x', 'NF-SWEEP-0001',
        'child', 'x', '2025-01-01', 'not-applied')`);
    await database.sql(`
      INSERT INTO notification_documents (notification_id, document_type, file_url, file_name, storage_key, size_bytes)
      VALUES ('00000000-0000-4000-8000-000000000001', 'PDF', '/x', 'x.pdf', '${referenced}', 1)`);
    await recordFileIntents(db, [referenced]);
    await age([referenced]);
    await sweepFileIntents(db, store, 1000);
    expect(exists(final)).toBe(true);
    expect(exists(referenced)).toBe(true);
    expect(await intentsOf([referenced])).toEqual([]);
  });

  it('an owner whose file was swept meanwhile cannot commit it', async () => {
    const final = 'estate_documents/e2/late.pdf';
    await recordFileIntents(db, [final]);
    await put(final);
    await age([final]);
    await sweepFileIntents(db, store, 1000);
    await expect(db.transaction((tx) => adoptFiles(tx, { stored: [final] }))).rejects.toThrow(/cleaned up/);
  });

  it('discardFiles deletes only files still in the log', async () => {
    const kept = 'estate_documents/e3/committed.pdf';
    const dropped = 'staging/given-up';
    await put(kept);
    await recordFileIntents(db, [dropped]);
    await put(dropped);
    await discardFiles(db, store, [kept, dropped]);
    expect(exists(kept)).toBe(true);
    expect(exists(dropped)).toBe(false);
    expect(await intentsOf([dropped])).toEqual([]);
  });
});

describe('outbox leases', () => {
  const queue = async (to: string) => enqueueEmail(db, { kind: 'test', to, subject: 'Lease', text: 'x' });
  const worker = () =>
    new OutboxWorker(db, {
      smtpUrl,
      from: 'Estate <no-reply@example.nz>',
      log,
      leaseMs: 60_000,
      messageIdDomain: 'estates.example.nz',
    });

  it('a row left `sending` by a dead worker is sent once its lease runs out, with its stable Message-ID', async () => {
    const stale = await queue('stale@example.nz');
    const fresh = await queue('fresh@example.nz');
    await db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, claimedAt: sql`now() - interval '2 minutes'` })
      .where(eq(outbox.id, stale));
    await db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, claimedAt: sql`now() - interval '5 seconds'` })
      .where(eq(outbox.id, fresh));
    const w = worker();
    expect(await w.tick()).toBe(1);
    await w.stop();
    expect(
      received.filter((r) => r.to === 'stale@example.nz').map(({ messageId, to }) => ({ messageId, to })),
    ).toEqual([{ messageId: `<${stale}@estates.example.nz>`, to: 'stale@example.nz' }]);
    expect(received.some((r) => r.to === 'fresh@example.nz')).toBe(false);
    const rows = await db
      .select()
      .from(outbox)
      .where(inArray(outbox.id, [stale, fresh]));
    expect(rows.find((r) => r.id === stale)).toMatchObject({ status: 'sent', attempts: 2, claimedAt: null });
    expect(rows.find((r) => r.id === fresh)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('a row whose worker died on every try gives up as failed, not for ever', async () => {
    const id = await queue('poison@example.nz');
    await db
      .update(outbox)
      .set({ status: 'sending', attempts: 6, claimedAt: sql`now() - interval '2 minutes'` })
      .where(eq(outbox.id, id));
    const w = worker();
    await w.tick();
    await w.stop();
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'failed' });
    expect(received.some((r) => r.to === 'poison@example.nz')).toBe(false);
  });
});
