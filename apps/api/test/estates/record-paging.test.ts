import { is, sql } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { assets } from '../../src/db/schema.js';
import type { KitTable } from '../../src/services/records/define-record.js';
import { ESTATE_RECORD_KINDS } from '../../src/services/records/kinds/index.js';
import { build, pathsOf, requestsOf, type Session } from '../helper.js';
import { recordSamples } from '../record-samples.js';

/*
 * The records kit's lists page by cursor (issue 43, decision 087): Next asks for the rows after the
 * last one shown, Previous for those before the first. In every order of every kind, walked either
 * way, the pages hold every record once, in the order of the whole list, whatever ties and empty
 * values the order has; and a record deleted or added between one page and the next neither skips
 * nor repeats the records after it.
 */
const t = await build();
const { get, del, post } = requestsOf(t);
const { newRecord } = recordSamples(t);
const lawyer = await t.signUp({ role: 'lawyer', name: 'Kiri Keyset' });
const db = t.database.db;

type Page = {
  total: number;
  page: number;
  items: { id: string }[];
  nextCursor: string | null;
  prevCursor: string | null;
};
const list = async (who: Session, url: string) => {
  const res = await get(who, url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<Page>();
};
const ids = (page: Page) => page.items.map((r) => r.id);
const join = (base: string, query: string) => `${base}${base.includes('?') ? '&' : '?'}${query}`;

/** Every page by Next from page 1, then every page by Previous back from the last. */
async function walk(who: Session, base: string, pageSize: number) {
  const forwards = [await list(who, join(base, `pageSize=${pageSize}`))];
  expect(forwards[0]!.prevCursor).toBeNull();
  while (forwards.at(-1)!.nextCursor) {
    expect(forwards.length).toBeLessThan(100);
    forwards.push(await list(who, join(base, `pageSize=${pageSize}&after=${forwards.at(-1)!.nextCursor}`)));
  }
  const backwards = [forwards.at(-1)!];
  while (backwards.at(-1)!.prevCursor) {
    expect(backwards.length).toBeLessThan(100);
    backwards.push(
      await list(who, join(base, `pageSize=${pageSize}&before=${backwards.at(-1)!.prevCursor}`)),
    );
  }
  return { forwards, backwards };
}

/** The whole list in its order, read by page number (OFFSET), 100 at a time. */
async function wholeList(who: Session, base: string) {
  const pages = [await list(who, join(base, 'pageSize=100'))];
  while (pages.length * 100 < pages[0]!.total)
    pages.push(await list(who, join(base, `pageSize=100&page=${pages.length + 1}`)));
  expect(pages.at(-1)!.nextCursor).toBeNull();
  return { total: pages[0]!.total, ids: pages.flatMap(ids) };
}

/** Walks the list both ways, and holds the pages to the whole list read by page number. */
async function expectWalkedWhole(who: Session, base: string, pageSize: number) {
  const whole = await wholeList(who, base);
  const { forwards, backwards } = await walk(who, base, pageSize);
  expect(forwards.flatMap(ids), base).toEqual(whole.ids);
  expect(
    forwards
      .map((p) => p.items.length)
      .slice(0, -1)
      .every((n) => n === pageSize),
  ).toBe(true);
  expect(backwards.map(ids), base).toEqual(forwards.map(ids).reverse());
  // A cursor narrows the page, not the list: every page says how many there are.
  expect(new Set([...forwards, ...backwards].map((p) => p.total))).toEqual(new Set([whole.total]));
  return whole;
}

/**
 * Gives a kind's sortable columns ties and empty values: of seven records, some keep the sample's
 * value, some have it moved on by one or two steps (numbers and dates go up), and some have none
 * where the column allows it. Text keeps the sample's (a fixed list's values stay valid): ties.
 */
async function varyColumns(table: KitTable, columns: PgColumn[], rowIds: string[]) {
  for (const column of columns) {
    const type = column.getSQLType();
    const step = (n: number) =>
      /^(bigint|integer|numeric|smallint|date)/.test(type)
        ? sql`${sql.identifier(column.name)} + ${n}::int`
        : /^timestamp/.test(type)
          ? sql`${sql.identifier(column.name)} + ${n}::int * interval '1 hour'`
          : null;
    for (const [i, id] of rowIds.entries()) {
      const change = ([null, 'empty', 1, 2, null, 'empty', 1] as const)[i];
      const value = change === 'empty' ? (column.notNull ? null : sql`null`) : change ? step(change) : null;
      if (!value) continue;
      await db.execute(
        sql`update ${table} set ${sql.identifier(column.name)} = ${value} where ${table.id} = ${id}`,
      );
    }
  }
}

const estateId = await t.newEstate(lawyer, { deceasedName: 'Aroha By-Value' });
// Values with ties and empties: two of $100, three without a value, and names that tie.
const values = [null, '100', '100', '250', null, '5', null, '42.50', '100', '7'];
const made: string[] = [];
for (const [i, value] of values.entries()) {
  const res = await post(lawyer, `/api/estates/${estateId}/assets`, {
    name: `Asset ${i % 3}`,
    type: 'property',
    ...(value ? { value } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  made.push(res.json<{ id: string }>().id);
}
const byValue = (order: string) => `/api/estates/${estateId}/assets?sort=value&order=${order}`;

describe('record lists, page by page', () => {
  it('walks every order of every kind forwards and back, every record once, through ties and empty values', async () => {
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Hemi Every-Order' });
    for (const kind of ESTATE_RECORD_KINDS) {
      const base = `/api/estates/${estateId}/${kind.path}`;
      const before = await list(lawyer, join(base, 'pageSize=100'));
      const made: string[] = [];
      for (let i = 0; i < 7; i++) made.push(await newRecord(estateId, kind.path, lawyer));
      const columns = Object.values(kind.sorts)
        .flatMap((keys) => (Array.isArray(keys) ? keys : [keys]))
        .filter((key): key is PgColumn => is(key, PgColumn));
      await varyColumns(kind.table, columns, made);
      for (const sort of Object.keys(kind.sorts))
        for (const order of ['asc', 'desc'])
          await expectWalkedWhole(lawyer, `${base}?sort=${sort}&order=${order}`, 3);
      const after = await list(lawyer, join(base, 'pageSize=100'));
      expect(after.total, kind.path).toBe(before.total + 7);
    }
  });

  it('pages assets by value, going up and down, with empty values last going up and first going down', async () => {
    for (const order of ['asc', 'desc'])
      for (const size of [1, 2, 3, 4]) await expectWalkedWhole(lawyer, byValue(order), size);
    const up = await list(lawyer, join(byValue('asc'), 'pageSize=100'));
    const rows = await db.select({ id: assets.id, value: assets.valueCents }).from(assets);
    const valueOf = new Map(rows.map((r) => [r.id, r.value]));
    expect(up.items.map((r) => valueOf.get(r.id) ?? null).slice(-3)).toEqual([null, null, null]);
  });

  it('keeps the next page where it was when the edge record is deleted or a record is added before it', async () => {
    const first = await list(lawyer, join(byValue('asc'), 'pageSize=3'));
    const whole = ids(await list(lawyer, join(byValue('asc'), 'pageSize=100')));
    // The last record shown (the cursor's own) and the first of the next page go.
    const [edge, nextFirst] = [whole[2]!, whole[3]!];
    expect(ids(first).at(-1)).toBe(edge);
    for (const id of [edge, nextFirst])
      expect((await del(lawyer, `/api/estates/${estateId}/assets/${id}`)).statusCode).toBe(204);
    // A new record that sorts first, on page 1.
    expect(
      (
        await post(lawyer, `/api/estates/${estateId}/assets`, {
          name: 'New shed',
          type: 'property',
          value: '1',
        })
      ).statusCode,
    ).toBe(201);
    const second = await list(lawyer, join(byValue('asc'), `pageSize=3&after=${first.nextCursor}`));
    expect(ids(second)).toEqual(whole.slice(4, 7));
    // Back from there: the new record, then the two still on page 1 before the deleted edge.
    const back = await list(lawyer, join(byValue('asc'), `pageSize=3&before=${second.prevCursor}`));
    expect(ids(back).slice(1)).toEqual(whole.slice(0, 2));
  });

  it('pages the assets of every estate by value from a cursor', async () => {
    await t.newEstate(lawyer, { deceasedName: 'Second Estate' });
    await expectWalkedWhole(lawyer, '/api/assets?sort=value&order=desc', 4);
    await expectWalkedWhole(lawyer, '/api/assets?sort=value&order=asc', 4);
  });

  it('refuses a cursor it did not make, or of another order, naming it, and answers nothing else', async () => {
    const page = await list(lawyer, join(byValue('desc'), 'pageSize=2'));
    const cursor = page.nextCursor!;
    const forged = (content: unknown[]) => Buffer.from(JSON.stringify(content)).toString('base64url');
    const cases: [string, string][] = [
      [join(byValue('desc'), 'after=not*a*cursor'), 'after'],
      [join(byValue('desc'), `after=${forged(['value', 'desc', 'lots', made[0]])}`), 'after'],
      [join(byValue('desc'), `before=${forged(['value', 'desc', null])}`), 'before'],
      [join(byValue('desc'), `before=${forged({ a: 1 } as never)}`), 'before'],
      [join(byValue('asc'), `after=${cursor}`), 'after'],
      [`/api/estates/${estateId}/assets?sort=name&order=desc&after=${cursor}`, 'after'],
      [join(byValue('desc'), `after=${cursor}&before=${cursor}`), 'before'],
    ];
    for (const [url, field] of cases) {
      const res = await get(lawyer, url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(pathsOf(res), url).toContain(field);
    }
  });

  it("never widens what someone sees: another firm's lawyer following a cursor reads none of these", async () => {
    const otherFirm = await t.signUp({ role: 'lawyer', name: 'Oscar Other-Firm' });
    const page = await list(lawyer, join(byValue('desc'), 'pageSize=2'));
    const mine = new Set(ids(await list(lawyer, join(byValue('desc'), 'pageSize=100'))));
    for (const edge of [`after=${page.nextCursor}`, `before=${page.nextCursor}`]) {
      const across = await list(otherFirm, `/api/assets?sort=value&order=desc&${edge}`);
      expect(ids(across).filter((id) => mine.has(id))).toEqual([]);
      // Naming the estate is a 404, with or without a cursor.
      expect((await get(otherFirm, join(byValue('desc'), edge))).statusCode).toBe(404);
    }
    const signedOut = await t.inject({
      method: 'GET',
      url: join(byValue('desc'), `after=${page.nextCursor}`),
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('pages the audit log by cursor too', async () => {
    const admin = await t.signUp({ role: 'lawyer', name: 'Ada Audit' });
    await t.promote(admin, 'admin');
    await expectWalkedWhole(admin, '/api/audit-events', 40);
  });
});
