import { Document, Packer, Paragraph, TextRun } from 'docx';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PLATFORM_RECORD_KINDS } from '../../src/services/back-office/kinds/index.js';
import { ESTATE_RECORD_KINDS } from '../../src/services/records/kinds/index.js';
import { lawFirms, transactions, users } from '../../src/db/schema.js';
import { build, type Session } from '../helper.js';
import { multipart, PDF } from '../notifyflow-helpers.js';
import { platformSamples, recordSamples } from '../record-samples.js';

/*
 * Idempotent creates (issue 39, decision 061): a create sent with an Idempotency-Key is made once.
 * The same key and body again answers the first answer and creates nothing; the same key with
 * another body answers 422; a malformed key 400 naming the header; two at once make one record.
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Liam Lawyer' });
const other = await t.signUp({ role: 'lawyer', name: 'Olive Otherfirm' });
const admin = await t.signUp({ role: 'lawyer', name: 'Ada Admin' });
await t.promote(admin, 'admin');
const estateId = await t.newEstate(lawyer, { deceasedName: 'Hemi Retried' }, []);
const { RECORD_SAMPLES } = recordSamples(t);
const PLATFORM = platformSamples(t);
const people = { admin, lawyer };

const post = (who: Session, url: string, payload: object, key?: string): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: '127.0.0.1',
    headers: {
      cookie: who.cookie,
      origin: t.deps.config.publicUrl,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload,
  });

/** How many rows the list of a URL holds. */
const count = async (who: Session, listUrl: string) => {
  const res = await t.as(who, {
    method: 'GET',
    url: `${listUrl}${listUrl.includes('?') ? '&' : '?'}pageSize=100`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total: number }>().total;
};

/** The same request with one of its texts changed: what a client must not send under the same key. */
function another(body: object): object {
  const fields = body as Record<string, unknown>;
  const texts = ['name', 'title', 'fullName', 'assetName', 'requirement', 'party', 'claimant', 'reference'];
  const text = texts.find((k) => typeof fields[k] === 'string');
  if (text) return { ...body, [text]: `${String(fields[text])} (changed)` };
  const money = ['value', 'amount'].find((k) => typeof fields[k] === 'string');
  if (money) return { ...body, [money]: '1.00' };
  if (fields.plan) return { ...body, plan: fields.plan === 'premium' ? 'standard' : 'premium' };
  throw new Error(`no field to change in ${JSON.stringify(body)}`);
}

const cases = [
  ...ESTATE_RECORD_KINDS.map((kind) => ({
    name: `estate record: ${kind.path}`,
    who: lawyer,
    url: `/api/estates/${estateId}/${kind.path}`,
    sample: async () => RECORD_SAMPLES[kind.path]!(estateId, lawyer),
  })),
  ...PLATFORM_RECORD_KINDS.map((kind) => ({
    name: `platform record: ${kind.path}`,
    who: people[PLATFORM[kind.path]!.owner],
    url: `/api/${kind.path}`,
    sample: async () => PLATFORM[kind.path]!.sample(),
  })),
];

describe('every create: the same key twice makes one record; another body with it is refused', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const body = await c.sample();
    const key = randomUUID();
    const before = await count(c.who, c.url);
    const first = await post(c.who, c.url, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(c.who, c.url, body, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count(c.who, c.url)).toBe(before + 1);

    const changed = await post(c.who, c.url, another(body), key);
    expect(changed.statusCode, changed.body).toBe(422);
    expect(changed.json().issues[0].path).toBe('Idempotency-Key');
    expect(await count(c.who, c.url)).toBe(before + 1);

    // Without a key, every create is its own.
    expect((await post(c.who, c.url, await c.sample())).statusCode).toBe(201);
    expect(await count(c.who, c.url)).toBe(before + 2);
  });
});

describe('retries of a distribution (defect 5)', () => {
  const url = `/api/estates/${estateId}/distributions`;

  it('fifteen creates sent twice each, some at once: fifteen distributions', async () => {
    const before = await count(lawyer, url);
    const sends = await Promise.all(
      Array.from({ length: 15 }, async () => ({
        key: randomUUID(),
        body: await RECORD_SAMPLES.distributions!(estateId, lawyer),
      })),
    );
    // Each sent twice at once (a double click, or a retry racing the first), all at the same time.
    const answers = await Promise.all(
      sends.flatMap(({ key, body }) => [post(lawyer, url, body, key), post(lawyer, url, body, key)]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(201));
    for (let i = 0; i < 15; i++) expect(answers[2 * i]!.json().id).toBe(answers[2 * i + 1]!.json().id);
    expect(await count(lawyer, url)).toBe(before + 15);
  });

  it("a key is the sender's own: another person with the same key makes their own record", async () => {
    const key = randomUUID();
    const mine = await post(
      lawyer,
      `/api/estates/${estateId}/assets`,
      { name: 'Bach', type: 'property', value: '1' },
      key,
    );
    expect(mine.statusCode).toBe(201);
    const theirEstate = await t.newEstate(other, { deceasedName: 'Ana Elsewhere' }, []);
    const theirs = await post(
      other,
      `/api/estates/${theirEstate}/assets`,
      { name: 'Bach', type: 'property', value: '1' },
      key,
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    // And someone who may not see the estate is not answered a stored record.
    expect(
      (
        await post(
          other,
          `/api/estates/${estateId}/assets`,
          { name: 'Bach', type: 'property', value: '1' },
          key,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('a task sent twice with one key is one task', async () => {
    const key = randomUUID();
    const task = { estateId, name: `Ring the bank ${key}` };
    const first = await post(lawyer, '/api/tasks', task, key);
    const again = await post(lawyer, '/api/tasks', task, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    const listed = await t.as(lawyer, { method: 'GET', url: `/api/tasks?estateId=${estateId}&q=${key}` });
    expect(listed.json<{ items: unknown[] }>().items).toHaveLength(1);
    expect((await post(lawyer, '/api/tasks', { ...task, name: 'Another' }, key)).statusCode).toBe(422);
  });

  it('a malformed key is a 400 naming the header, and nothing is made', async () => {
    const before = await count(lawyer, url);
    for (const key of ['', ' padded', 'x'.repeat(256), 'tab\there', 'ē-not-ascii']) {
      const res = await post(lawyer, url, await RECORD_SAMPLES.distributions!(estateId, lawyer), key);
      expect(res.statusCode, `${JSON.stringify(key)}: ${res.body}`).toBe(400);
      expect(res.json().issues[0].path).toBe('Idempotency-Key');
    }
    expect(await count(lawyer, url)).toBe(before);
    expect(
      (await post(lawyer, url, await RECORD_SAMPLES.distributions!(estateId, lawyer), 'x'.repeat(255)))
        .statusCode,
    ).toBe(201);
  });

  it('a key is kept 24 hours: after that the same key makes a new record', async () => {
    const key = randomUUID();
    const body = { name: 'Old bach', type: 'property', value: '1' };
    const first = await post(lawyer, `/api/estates/${estateId}/assets`, body, key);
    expect(first.statusCode).toBe(201);
    await t.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    const later = await post(lawyer, `/api/estates/${estateId}/assets`, body, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().id).not.toBe(first.json().id);
  });
});

/*
 * The other creates (issue 39): new estates and documents (multipart: the fingerprint is the form's
 * fields and its files' SHA-256), message threads and messages, invitations, invoices, note
 * comments, controlled item accesses, statement imports, a check's evidence and template categories.
 */
const executor = await t.signUp({ role: 'executor', name: 'Eru Retried' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Retried' });
const staffed = await t.staffedEstate(
  { lawyer, executor, beneficiary },
  { deceasedName: 'Mere Retried' },
  [],
);

const send = (
  who: Session,
  url: string,
  key: string | undefined,
  body: { payload: Buffer; headers: object },
) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: '127.0.0.1',
    payload: body.payload,
    headers: {
      ...body.headers,
      cookie: who.cookie,
      origin: t.deps.config.publicUrl,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
  });
const sizeOf = async (who: Session, url: string, list: (body: never) => unknown[]) => {
  const res = await t.as(who, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return list(res.json<never>()).length;
};
/** Makes a row of a records kit kind on the staffed estate; its id. */
const made = async (path: string) => {
  const res = await post(
    lawyer,
    `/api/estates/${staffed}/${path}`,
    await RECORD_SAMPLES[path]!(staffed, lawyer),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};

const threadId = (
  await post(lawyer, '/api/message-threads', {
    estateId: staffed,
    subject: 'The bach',
    body: 'First',
    participantIds: [executor.userId],
  })
).json<{ id: string }>().id;
const noteId = await made('notes');
const itemId = await made('controlled-items');
const checkId = await made('due-diligence-checks');
const accountId = (
  await post(admin, '/api/admin/billing-accounts', await PLATFORM['admin/billing-accounts']!.sample())
).json<{
  id: string;
}>().id;
const estateForm = {
  deceasedName: 'Rangi Retried',
  dateOfDeath: '2026-03-10',
  lastKnownAddress: '3 Tōtara Street, Nelson',
  willStatus: 'Valid Will Exists',
  estimatedValue: '650000',
};
// Template categories are a firm's own: a lawyer of a firm adds them.
const firmLawyer = await t.signUp({ role: 'lawyer', name: 'Fern Firm' });
const [firm] = await t.database.db.insert(lawFirms).values({ name: 'Retried Law' }).returning();
await t.database.db.update(users).set({ firmId: firm!.id }).where(eq(users.id, firmLawyer.userId));
const documentId = (
  await send(
    lawyer,
    '/api/documents',
    undefined,
    multipart({ estateId: staffed }, [{ name: 'deed.pdf', data: PDF }]),
  )
).json<{ documentId: string }>().documentId;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const wordFile = Packer.toBuffer(
  new Document({
    sections: [{ children: [new Paragraph({ children: [new TextRun('Dear {{executor.name}}')] })] }],
  }),
);
const csv = (n: number) => `Date,Description,Amount\n0${n}/07/2026,Retried deposit ${n},1${n}.00\n`;

/** One create: how it is sent (a JSON body, or a multipart form built afresh each time), another body, and its rows. */
interface OtherCreate {
  name: string;
  who: Session;
  /** Sends it, with `changed` another request under the same key. */
  send: (key: string | undefined, changed?: boolean) => Promise<LightMyRequestResponse>;
  count: () => Promise<number>;
}
const json =
  (who: Session, url: string, body: object, other: object) => (key: string | undefined, changed?: boolean) =>
    post(who, url, changed ? other : body, key);

const otherCreates: OtherCreate[] = [
  {
    name: 'new estate (multipart, with a will)',
    who: lawyer,
    send: (key, changed) =>
      send(
        lawyer,
        '/api/estates',
        key,
        multipart({ ...estateForm, deceasedName: changed ? 'Someone Else' : estateForm.deceasedName }, [
          { name: 'will.pdf', data: PDF },
        ]),
      ),
    count: () => count(lawyer, '/api/estates'),
  },
  {
    name: 'document upload (multipart)',
    who: lawyer,
    send: (key, changed) =>
      send(
        lawyer,
        '/api/documents',
        key,
        multipart({ estateId: staffed, tags: changed ? ['bank'] : ['will'] }, [
          { name: 'letter.pdf', data: PDF },
        ]),
      ),
    count: () => count(lawyer, `/api/documents?estateId=${staffed}`),
  },
  {
    name: 'document version (multipart)',
    who: lawyer,
    send: (key, changed) =>
      send(
        lawyer,
        `/api/documents/${documentId}/versions`,
        key,
        multipart({ changeDescription: changed ? 'Unsigned' : 'Signed' }, [
          { name: 'deed v2.pdf', data: PDF },
        ]),
      ),
    count: () =>
      sizeOf(lawyer, `/api/documents/${documentId}/versions`, (b: { items: unknown[] }) => b.items),
  },
  {
    name: "a check's evidence (multipart, one file)",
    who: lawyer,
    send: (key, changed) =>
      send(
        lawyer,
        `/api/estates/${staffed}/due-diligence-checks/${checkId}/document`,
        key,
        multipart(undefined, [{ name: changed ? 'other.pdf' : 'ppsr.pdf', data: PDF }]),
      ),
    count: () => count(lawyer, `/api/documents?estateId=${staffed}`),
  },
  {
    name: 'message thread',
    who: lawyer,
    send: json(
      lawyer,
      '/api/message-threads',
      { estateId: staffed, subject: 'Rates', body: 'Hello', participantIds: [executor.userId] },
      { estateId: staffed, subject: 'Rates', body: 'Hello again', participantIds: [executor.userId] },
    ),
    count: () => count(lawyer, '/api/message-threads'),
  },
  {
    name: 'message in a thread',
    who: executor,
    send: json(
      executor,
      `/api/message-threads/${threadId}/messages`,
      { body: 'Paid it' },
      { body: 'Not paid' },
    ),
    count: () =>
      sizeOf(executor, `/api/message-threads/${threadId}`, (b: { messages: unknown[] }) => b.messages),
  },
  {
    name: 'invitation',
    who: lawyer,
    send: json(
      lawyer,
      `/api/estates/${staffed}/invitations`,
      { email: 'aunty@example.nz', role: 'beneficiary' },
      { email: 'uncle@example.nz', role: 'beneficiary' },
    ),
    count: () => sizeOf(lawyer, `/api/estates/${staffed}/invitations`, (b: { items: unknown[] }) => b.items),
  },
  {
    name: 'invoice',
    who: admin,
    send: json(
      admin,
      `/api/admin/billing-accounts/${accountId}/invoices`,
      { notes: 'March' },
      { notes: 'April' },
    ),
    count: () => count(admin, `/api/admin/invoices?billingAccountId=${accountId}`),
  },
  {
    name: 'note comment',
    who: lawyer,
    send: json(
      lawyer,
      `/api/estates/${staffed}/notes/${noteId}/comments`,
      { content: 'Rang the bank' },
      { content: 'Rang the council' },
    ),
    count: () =>
      sizeOf(
        lawyer,
        `/api/estates/${staffed}/notes/${noteId}/comments`,
        (b: { items: unknown[] }) => b.items,
      ),
  },
  {
    name: 'controlled item access',
    who: lawyer,
    send: json(
      lawyer,
      `/api/estates/${staffed}/controlled-items/${itemId}/accesses`,
      { purpose: 'Valuation' },
      { purpose: 'Cleaning' },
    ),
    count: () =>
      sizeOf(
        lawyer,
        `/api/estates/${staffed}/controlled-items/${itemId}/accesses`,
        (b: { items: unknown[] }) => b.items,
      ),
  },
  {
    name: 'bank statement import',
    who: lawyer,
    send: json(lawyer, `/api/estates/${staffed}/transactions/import`, { csv: csv(1) }, { csv: csv(2) }),
    count: () => t.database.db.$count(transactions, eq(transactions.estateId, staffed)),
  },
  {
    name: 'template category',
    who: firmLawyer,
    send: json(firmLawyer, '/api/template-categories', { name: 'Retried trusts' }, { name: 'Retried wills' }),
    count: () => sizeOf(firmLawyer, '/api/template-categories', (b: { firm: unknown[] }) => b.firm),
  },
  {
    name: 'Upload Template (multipart, with its Word file)',
    who: firmLawyer,
    send: async (key, changed) =>
      send(
        firmLawyer,
        '/api/templates',
        key,
        multipart(
          {
            name: changed ? 'Retried letter (changed)' : 'Retried letter',
            description: '',
            category: 'Communications',
            status: 'active',
            tags: [],
          },
          [{ name: 'letter.docx', data: await wordFile, type: DOCX_TYPE }],
        ),
      ),
    count: () => count(firmLawyer, '/api/templates'),
  },
  {
    name: "a template's new version (multipart: its Word file)",
    who: firmLawyer,
    send: async (key, changed) =>
      send(
        firmLawyer,
        `/api/templates/${await versionedTemplate}/versions`,
        key,
        multipart(undefined, [
          { name: changed ? 'letter v3.docx' : 'letter v2.docx', data: await wordFile, type: DOCX_TYPE },
        ]),
      ),
    count: async () =>
      (await t.as(firmLawyer, { method: 'GET', url: `/api/templates/${await versionedTemplate}` })).json<{
        version: number;
      }>().version,
  },
];

/** A template of the firm's, for its new versions. */
const versionedTemplate = (async () => {
  const res = await send(
    firmLawyer,
    '/api/templates',
    undefined,
    multipart(
      { name: 'Versioned letter', description: '', category: 'Communications', status: 'active', tags: [] },
      [{ name: 'letter.docx', data: await wordFile, type: DOCX_TYPE }],
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ template: { id: string } }>().template.id;
})();

describe('other creates: the same key twice makes one; another body with it is 422; a malformed key is 400', () => {
  it.each(otherCreates.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await c.count();
    const bad = await c.send('x'.repeat(257));
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().issues[0].path).toBe('Idempotency-Key');
    expect(await c.count()).toBe(before);

    const key = randomUUID();
    const first = await c.send(key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await c.send(key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await c.count()).toBe(before + 1);

    const changed = await c.send(key, true);
    expect(changed.statusCode, changed.body).toBe(422);
    expect(changed.json().issues[0].path).toBe('Idempotency-Key');
    expect(await c.count()).toBe(before + 1);
  });
});

describe('multipart creates: the fingerprint is the form as sent', () => {
  const upload = (key: string, data: Buffer) =>
    send(lawyer, '/api/documents', key, multipart({ estateId: staffed }, [{ name: 'same name.pdf', data }]));

  it('the same fields with another file under the same key is 422, and makes nothing', async () => {
    const key = randomUUID();
    expect((await upload(key, PDF)).statusCode).toBe(201);
    const before = await count(lawyer, `/api/documents?estateId=${staffed}`);
    const other = await upload(key, Buffer.concat([PDF, Buffer.from('% another page\n')]));
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().issues[0].path).toBe('Idempotency-Key');
    expect(await count(lawyer, `/api/documents?estateId=${staffed}`)).toBe(before);
  });

  it('a retry naming an upload the first send used is answered the first answer', async () => {
    const staged = multipart(undefined, [{ name: 'will.pdf', data: PDF }]);
    const sent = await send(lawyer, '/api/uploads', undefined, staged);
    expect(sent.statusCode, sent.body).toBe(201);
    const uploadId = sent.json<{ uploadId: string }>().uploadId;
    const key = randomUUID();
    const before = await count(lawyer, '/api/estates');
    const form = () => multipart(estateForm, [], [uploadId]);
    const first = await send(lawyer, '/api/estates', key, form());
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(lawyer, '/api/estates', key, form());
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count(lawyer, '/api/estates')).toBe(before + 1);
  });

  it('someone who may not see the estate is not answered a stored document', async () => {
    const key = randomUUID();
    expect((await upload(key, PDF)).statusCode).toBe(201);
    const theirs = await send(
      other,
      '/api/documents',
      key,
      multipart({ estateId: staffed }, [{ name: 'same name.pdf', data: PDF }]),
    );
    expect(theirs.statusCode, theirs.body).toBe(404);
  });
});
