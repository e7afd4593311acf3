import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_TEXTS } from '@estate/domain';
import {
  documents,
  fileIntents,
  notificationDocuments,
  notifications,
  stagedUploads,
} from '../../src/db/schema.js';
import { sweepFileIntents } from '../../src/services/files/file-intents.js';
import { build, type Session } from '../helper.js';
import { multipart, PDF, PNG, validForm } from '../notifyflow-helpers.js';

/*
 * Files sent one request each before the form that uses them (decision 049): POST /api/uploads
 * stages one, a form names it by `uploadId`, DELETE /api/uploads/:id discards it. Checked against
 * the file store and the file-intent log (decision 010): nothing is ever left that nobody owns.
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer' });
const otherLawyer = await t.signUp({ role: 'lawyer' });
const requester = await t.signUp({ role: 'notifyflow' });
const filesRoot = path.join(t.deps.config.dataDir, 'files');
const stagingFiles = () =>
  existsSync(path.join(filesRoot, 'staging')) ? readdirSync(path.join(filesRoot, 'staging')) : [];
const intentKeys = async () => (await t.deps.db.select().from(fileIntents)).map((r) => r.key);

function sendFile(who: Session | null, file: { name: string; data: Buffer }) {
  const body = multipart(undefined, [file]);
  return t.inject({
    method: 'POST',
    url: '/api/uploads',
    ...body,
    headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) },
  });
}

async function staged(who: Session, name = 'will.pdf', data = PDF): Promise<string> {
  const res = await sendFile(who, { name, data });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uploadId: string }>().uploadId;
}

/** The first bytes of an Excel workbook (a zip naming xl/workbook.xml). */
const XLSX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(22),
  Buffer.from([15, 0, 0, 0]),
  Buffer.from('xl/workbook.xml'),
]);

const estateForm = {
  deceasedName: 'Rangi Uploads',
  dateOfDeath: '2026-03-10',
  lastKnownAddress: '3 Tōtara Street, Nelson',
  willStatus: 'Valid Will Exists',
  estimatedValue: '250000',
};

function createEstate(who: Session, form: unknown, uploadIds: string[]) {
  const body = multipart(form, [], uploadIds);
  return t.as(who, { method: 'POST', url: '/api/estates', ...body });
}

/** No staged file without an intent, no intent without a file or an owner: nothing orphaned. */
async function expectNothingStaged(before: { files: string[]; intents: string[] }) {
  expect(stagingFiles().sort()).toEqual(before.files.sort());
  expect((await intentKeys()).sort()).toEqual(before.intents.sort());
}
const snapshot = async () => ({ files: stagingFiles(), intents: await intentKeys() });

describe('POST /api/uploads', () => {
  it('stages one file of the signed-in person and answers its id, name, type and size', async () => {
    const res = await sendFile(lawyer, { name: 'Death certificate.pdf', data: PDF });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ uploadId: string; fileName: string; contentType: string; sizeBytes: number }>();
    expect(body).toMatchObject({
      fileName: 'Death certificate.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    const [row] = await t.deps.db.select().from(stagedUploads).where(eq(stagedUploads.id, body.uploadId));
    expect(row?.userId).toBe(lawyer.userId);
    // The file is held under its intent until a form adopts it.
    expect(await intentKeys()).toContain(row!.stagingKey);
    expect(stagingFiles()).toContain(row!.stagingKey.replace('staging/', ''));
  });

  it('is for signed-in people only', async () => {
    const before = await snapshot();
    const res = await sendFile(null, { name: 'will.pdf', data: PDF });
    expect(res.statusCode).toBe(401);
    await expectNothingStaged(before);
  });

  it('refuses a file whose bytes are not an accepted type, keeping nothing', async () => {
    const before = await snapshot();
    const res = await sendFile(lawyer, { name: 'will.pdf', data: Buffer.from('MZ not a pdf at all') });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('“will.pdf” is not a PDF');
    await expectNothingStaged(before);
  });

  it('refuses a file over 20 MB, keeping nothing', async () => {
    const before = await snapshot();
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    const res = await sendFile(lawyer, { name: 'huge.pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('“huge.pdf” is larger than 20 MB.');
    await expectNothingStaged(before);
  });

  it('takes one file at a time', async () => {
    const body = multipart(undefined, [
      { name: 'a.pdf', data: PDF },
      { name: 'b.pdf', data: PDF },
    ]);
    const res = await t.as(lawyer, { method: 'POST', url: '/api/uploads', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload one file at a time.');
  });
});

describe('a form naming staged uploads', () => {
  it('the new-estate form adopts them in its transaction: documents saved, nothing left staged', async () => {
    const before = await snapshot();
    const will = await staged(lawyer, 'will.pdf');
    const photo = await staged(lawyer, 'house.png', PNG);
    const res = await createEstate(lawyer, estateForm, [will, photo]);
    expect(res.statusCode, res.body).toBe(201);
    const { estateId, skippedFiles } = res.json<{ estateId: string; skippedFiles: unknown[] }>();
    expect(skippedFiles).toEqual([]);
    const saved = await t.deps.db.select().from(documents).where(eq(documents.estateId, estateId));
    expect(saved.map((d) => [d.uploadedFile, d.type]).sort()).toEqual([
      ['house.png', 'PNG'],
      ['will.pdf', 'PDF'],
    ]);
    for (const d of saved) expect(existsSync(path.join(filesRoot, d.storageKey))).toBe(true);
    expect(
      await t.deps.db
        .select()
        .from(stagedUploads)
        .where(inArray(stagedUploads.id, [will, photo])),
    ).toEqual([]);
    await expectNothingStaged(before);
    // An id is used once.
    const again = await createEstate(lawyer, estateForm, [will]);
    expect(again.statusCode).toBe(400);
    expect(again.json().issues).toEqual([{ path: 'uploadId', message: UPLOAD_TEXTS.gone }]);
  });

  it("someone else's id is refused (400, naming the field) and stays theirs", async () => {
    const theirs = await staged(otherLawyer, 'theirs.pdf');
    const res = await createEstate(lawyer, estateForm, [theirs]);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'uploadId', message: UPLOAD_TEXTS.gone }]);
    const mine = await createEstate(otherLawyer, estateForm, [theirs]);
    expect(mine.statusCode, mine.body).toBe(201);
  });

  it('a malformed id is the same 400', async () => {
    const res = await createEstate(lawyer, estateForm, ['not-an-id']);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('uploadId');
  });

  it('a form refused for its values keeps the staged file, so it can be sent again without re-uploading', async () => {
    const will = await staged(lawyer);
    const refused = await createEstate(lawyer, { ...estateForm, deceasedName: '' }, [will]);
    expect(refused.statusCode).toBe(400);
    const sent = await createEstate(lawyer, estateForm, [will]);
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('a NotifyFlow submission adopts them too, under its own type rules', async () => {
    const cert = await staged(requester, 'certificate.pdf');
    const body = multipart(validForm(), [], [cert]);
    const res = await t.as(requester, { method: 'POST', url: '/api/notifications', ...body });
    expect(res.statusCode, res.body).toBe(201);
    const [n] = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.referenceCode, res.json<{ referenceCode: string }>().referenceCode));
    const docs = await t.deps.db
      .select()
      .from(notificationDocuments)
      .where(eq(notificationDocuments.notificationId, n!.id));
    expect(docs.map((d) => d.fileName)).toEqual(['certificate.pdf']);
  });

  it('Upload Document and Replace take one staged file each', async () => {
    const estateId = await t.newEstate(lawyer, {}, []);
    const first = await staged(lawyer, 'inventory.pdf');
    const body = multipart({ estateId, tags: [] }, [], [first]);
    const res = await t.as(lawyer, { method: 'POST', url: '/api/documents', ...body });
    expect(res.statusCode, res.body).toBe(201);
    const { documentId } = res.json<{ documentId: string }>();
    const second = await staged(lawyer, 'inventory signed.png', PNG);
    const replaced = multipart({ changeDescription: 'Signed' }, [], [second]);
    const res2 = await t.as(lawyer, {
      method: 'POST',
      url: `/api/documents/${documentId}/versions`,
      ...replaced,
    });
    expect(res2.statusCode, res2.body).toBe(201);
    const [doc] = await t.deps.db.select().from(documents).where(eq(documents.id, documentId));
    expect(doc).toMatchObject({ uploadedFile: 'inventory signed.png', type: 'PNG', version: 2 });
  });

  it("a form's own rules apply to a staged file: NotifyFlow refuses a spreadsheet, and keeps it staged", async () => {
    const sheet = await staged(requester, 'accounts.xlsx', XLSX);
    const body = multipart(validForm(), [], [sheet]);
    const res = await t.as(requester, { method: 'POST', url: '/api/notifications', ...body });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('“accounts.xlsx” is not a PDF');
    expect(await t.deps.db.select().from(stagedUploads).where(eq(stagedUploads.id, sheet))).toHaveLength(1);
  });

  it('the same staged file named twice is refused', async () => {
    const will = await staged(lawyer, 'twice.pdf');
    const res = await createEstate(lawyer, estateForm, [will, will]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('“twice.pdf” is attached twice.');
  });

  it('an expired upload (older than the sweep grace period) is refused, and the sweeper removes it', async () => {
    const old = await staged(lawyer, 'old.pdf');
    const [row] = await t.deps.db.select().from(stagedUploads).where(eq(stagedUploads.id, old));
    await t.deps.db
      .update(stagedUploads)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(stagedUploads.id, old));
    const res = await createEstate(lawyer, estateForm, [old]);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'uploadId', message: UPLOAD_TEXTS.gone }]);
    await t.deps.db
      .update(fileIntents)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(fileIntents.key, row!.stagingKey));
    await sweepFileIntents(t.deps.db, t.deps.store, 3600_000);
    expect(await t.deps.db.select().from(stagedUploads).where(eq(stagedUploads.id, old))).toEqual([]);
    expect(existsSync(path.join(filesRoot, row!.stagingKey))).toBe(false);
    expect(await intentKeys()).not.toContain(row!.stagingKey);
  });
});

describe('DELETE /api/uploads/:id (Cancel, Remove)', () => {
  it('discards the file and its intent; the id is then refused by a form and not found again', async () => {
    const before = await snapshot();
    const id = await staged(lawyer, 'cancelled.pdf');
    expect(stagingFiles().length).toBe(before.files.length + 1);
    const res = await t.as(lawyer, { method: 'DELETE', url: `/api/uploads/${id}` });
    expect(res.statusCode).toBe(204);
    await expectNothingStaged(before);
    const form = await createEstate(lawyer, estateForm, [id]);
    expect(form.statusCode).toBe(400);
    const again = await t.as(lawyer, { method: 'DELETE', url: `/api/uploads/${id}` });
    expect(again.statusCode).toBe(404);
  });

  it("someone else's upload is not found, and stays", async () => {
    const theirs = await staged(otherLawyer, 'keep.pdf');
    const res = await t.as(lawyer, { method: 'DELETE', url: `/api/uploads/${theirs}` });
    expect(res.statusCode).toBe(404);
    expect(await t.deps.db.select().from(stagedUploads).where(eq(stagedUploads.id, theirs))).toHaveLength(1);
  });

  it('a malformed id is not found', async () => {
    const res = await t.as(lawyer, { method: 'DELETE', url: '/api/uploads/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(UPLOAD_TEXTS.notFound);
  });
});

describe('the upload rate limit', () => {
  it('refuses a person past UPLOAD_RATE_LIMIT_PER_USER files a minute (429), keeping nothing; others are unaffected', async () => {
    const limited = await build({ UPLOAD_RATE_LIMIT_PER_USER: '2' });
    const [one, two] = [await limited.signUp({ role: 'lawyer' }), await limited.signUp({ role: 'lawyer' })];
    const send = (who: Session) =>
      limited.as(who, {
        method: 'POST',
        url: '/api/uploads',
        ...multipart(undefined, [{ name: 'a.pdf', data: PDF }]),
      });
    expect((await send(one)).statusCode).toBe(201);
    expect((await send(one)).statusCode).toBe(201);
    const refused = await send(one);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(UPLOAD_TEXTS.rateLimited);
    expect(await limited.deps.db.select().from(stagedUploads)).toHaveLength(2);
    expect((await send(two)).statusCode).toBe(201);
  });
});

describe('uploads that arrive at once under one name (issue 41)', () => {
  it('each keeps its own file: twenty documents named "..\\..\\..\\evil.pdf" in the same millisecond', async () => {
    const estateId = await t.newEstate(lawyer, {}, []);
    const intentsBefore = await intentKeys();
    const copies = Array.from({ length: 20 }, (_, i) => Buffer.concat([PDF, Buffer.from(`\n% copy ${i}\n`)]));
    // One clock reading for all of them: the keys once differed only by the millisecond.
    vi.useFakeTimers({ toFake: ['Date'] });
    let answers;
    try {
      answers = await Promise.all(
        copies.map((data) =>
          t.as(lawyer, {
            method: 'POST',
            url: '/api/documents',
            ...multipart({ estateId, tags: [] }, [{ name: '..\\..\\..\\evil.pdf', data }]),
          }),
        ),
      );
    } finally {
      vi.useRealTimers();
    }
    expect(answers.map((a) => a.statusCode)).toEqual(copies.map(() => 201));
    for (const [i, answer] of answers.entries()) {
      const { documentId } = answer.json<{ documentId: string }>();
      const file = await t.as(lawyer, { method: 'GET', url: `/api/documents/${documentId}/file` });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(copies[i]!), `document ${i} holds its own file`).toBe(true);
    }
    // Nothing left in the write-ahead log: every key was adopted by its own document.
    expect((await intentKeys()).sort()).toEqual(intentsBefore.sort());
  });
});
