import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../src/db/schema.js';
import { build, type Session } from '../helper.js';

/*
 * The documents library pages by cursor (issue 43, decision 083): Next asks for the rows after the
 * last one shown, Previous for those before the first. Walked either way, the pages hold every
 * document once, in the library's order, whatever ties the upload times have and whatever is
 * removed between one page and the next.
 */
const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Paora Pager' });
const otherFirm = await t.signUp({ role: 'lawyer', name: 'Oscar Other-Firm' });
const estateId = await t.newEstate(lawyer, { deceasedName: 'Ripeka Paging' });
const db = t.database.db;

// Eleven documents: three uploaded in the same microsecond, two within one millisecond of them
// (a cursor rounded to the millisecond, as a JSON date is, would skip these), the rest a day apart.
const times = [
  '2026-11-02 09:30:00.123456+00',
  '2026-11-02 09:30:00.123456+00',
  '2026-11-02 09:30:00.123456+00',
  '2026-11-02 09:30:00.123001+00',
  '2026-11-02 09:30:00.123900+00',
  ...[3, 4, 5, 6, 7, 8].map((d) => `2026-11-0${d} 10:00:00+00`),
];
await db.insert(documents).values(
  times.map((at, i) => ({
    estateId,
    type: 'PDF',
    fileUrl: '/api/documents/x/file',
    uploadedFile: `paged-${i}.pdf`,
    uploadedBy: lawyer.userId,
    tags: ['intake'],
    storageKey: `missing/paged-${i}`,
    sizeBytes: 1000,
    uploadDate: sql`${at}::timestamptz`,
  })),
);

type Page = {
  total: number;
  items: { uploadedFile: string }[];
  nextCursor: string | null;
  prevCursor: string | null;
};
const list = async (who: Session, query: string) => {
  const res = await t.as(who, { method: 'GET', url: `/api/documents?estateId=${estateId}&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const names = (page: Page) => page.items.map((d) => d.uploadedFile);

describe('the documents library, page by page', () => {
  it('walks forwards and back through ties and microseconds, every document once, in order', async () => {
    const whole = await list(lawyer, 'pageSize=100');
    // The eleven, and what opening the estate filed (its will).
    const count = whole.items.length;
    expect(count).toBeGreaterThanOrEqual(11);
    expect(whole.total).toBe(count);
    expect(whole.nextCursor).toBeNull();
    expect(whole.prevCursor).toBeNull();

    const forwards: Page[] = [await list(lawyer, 'pageSize=3')];
    expect(forwards[0]!.prevCursor).toBeNull();
    while (forwards.at(-1)!.nextCursor)
      forwards.push(await list(lawyer, `pageSize=3&after=${forwards.at(-1)!.nextCursor}`));
    expect(forwards.map((p) => p.items.length)).toEqual(
      Array.from({ length: Math.ceil(count / 3) }, (_, i) => Math.min(3, count - 3 * i)),
    );
    expect(forwards.flatMap(names)).toEqual(names(whole));
    // A cursor narrows the page, not the list: every page says how many documents there are.
    expect(new Set(forwards.map((p) => p.total))).toEqual(new Set([count]));

    const backwards: Page[] = [forwards.at(-1)!];
    while (backwards.at(-1)!.prevCursor)
      backwards.push(await list(lawyer, `pageSize=3&before=${backwards.at(-1)!.prevCursor}`));
    expect(backwards.map(names)).toEqual(forwards.map(names).reverse());
  });

  it('a document removed from the page before does not make the next page skip one', async () => {
    const first = await list(lawyer, 'pageSize=4');
    const expected = names(await list(lawyer, 'pageSize=100')).slice(4, 8);
    // Someone else deletes the newest document while this page is on screen.
    await db.delete(documents).where(eq(documents.uploadedFile, names(first)[0]!));
    const next = await list(lawyer, `pageSize=4&after=${first.nextCursor}`);
    expect(names(next)).toEqual(expected);
    expect(next.total).toBe(first.total - 1);
  });

  it("a cursor never widens what someone sees: another firm's lawyer reads none of these documents", async () => {
    const page = await list(lawyer, 'pageSize=2');
    for (const edge of [`after=${page.nextCursor}`, `before=${page.nextCursor}`]) {
      const theirs = await t.as(otherFirm, { method: 'GET', url: `/api/documents?${edge}` });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.body).not.toContain('paged-');
      // Naming the estate is a 404, with or without a cursor.
      const named = await t.as(otherFirm, {
        method: 'GET',
        url: `/api/documents?estateId=${estateId}&${edge}`,
      });
      expect(named.statusCode).toBe(404);
    }
    const signedOut = await t.inject({ method: 'GET', url: `/api/documents?after=${page.nextCursor}` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('a cursor that is not one answers 400 naming it, and after with before names before', async () => {
    const bad = await t.as(lawyer, { method: 'GET', url: '/api/documents?after=2026-11-02' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('after');
    const page = await list(lawyer, 'pageSize=2');
    const both = await t.as(lawyer, {
      method: 'GET',
      url: `/api/documents?after=${page.nextCursor}&before=${page.nextCursor}`,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json<{ issues?: { path: string }[] }>().issues?.[0]?.path).toBe('before');
  });
});
