import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PLATFORM_RECORD_KINDS } from '../src/services/back-office/kinds/index.js';
import { ESTATE_RECORD_KINDS } from '../src/services/records/kinds/index.js';
import { build, type Session } from './helper.js';
import { platformSamples, recordSamples } from './record-samples.js';

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
    headers: { cookie: who.cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
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
