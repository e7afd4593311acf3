import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { letterListSchema } from '@estate/domain';
import { institutionsNotified } from '../../src/db/schema.js';
import { build, type Session } from '../helper.js';
import { idOf, institutionIfMatch, multipart, validForm } from '../notifyflow-helpers.js';

/*
 * Issue 42, items 1 and 3: a letter is printed and posted only with a postal address (its own, or
 * its organisation's directory entry, typed by an admin with where it was found), and it carries a
 * short code an organisation can type at /respond instead of the long link. The PDFs are read with
 * pdfjs-dist, as a reader's software would.
 */
const t = await build();
const requester = await t.signUp({ role: 'notifyflow', name: 'Aroha Wilson' });
const admin = await t.signUp({ role: 'lawyer', name: 'Office Admin' });
await t.promote(admin, 'admin');

type Listed = { id: string; referenceCode: string; institutionName: string; institutionId: string | null };

/** Every line of text in a PDF, in reading order, as pdfjs-dist extracts it. */
async function pdfLines(body: Buffer): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(body) });
  const doc = await task.promise;
  const lines: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str);
  }
  await task.destroy();
  return lines;
}

async function notify(deceasedName: string) {
  const res = await t.as(requester, {
    method: 'POST',
    url: '/api/notifications',
    ...multipart(
      validForm({
        deceasedName,
        institutionName: '',
        selectedInstitutions: [{ institutionId: idOf('Inland Revenue') }],
      }),
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { referenceCode } = res.json<{ referenceCode: string }>();
  const queue = await t.as(admin, { method: 'GET', url: '/api/admin/letters' });
  expect(letterListSchema.safeParse(queue.json()).error, queue.body).toBeUndefined();
  const letter = queue
    .json<{ items: (Listed & { needsAddress: boolean })[] }>()
    .items.find((l) => l.referenceCode === referenceCode)!;
  return { referenceCode, letter };
}

const pdfOf = (letterId: string, who: Session = admin) =>
  t.as(who, { method: 'GET', url: `/api/admin/letters/${letterId}/pdf` });
const codeOf = (lines: string[]) => lines.join(' ').match(/enter code:? ([0-9A-Z]{4}-[0-9A-Z]{4})/)?.[1];
const lookUp = (code: unknown, remoteAddress = '198.51.100.7') =>
  t.inject({
    method: 'POST',
    url: '/api/respond/code',
    remoteAddress,
    payload: code === undefined ? {} : { code },
  });

const IRD = idOf('Inland Revenue');
const ADDRESS = 'Inland Revenue\nPO Box 39010\nWellington Mail Centre\nLower Hutt 5045';
const SOURCE = 'Test fixture, not a real address: typed by the test, 7 December 2026';

describe('a letter without a postal address', () => {
  it('is listed as needing one and refused for printing and posting, saying what to do', async () => {
    const { letter } = await notify('Hine Unaddressed');
    expect(letter).toMatchObject({
      institutionName: 'Inland Revenue',
      institutionId: IRD,
      needsAddress: true,
    });

    const pdf = await pdfOf(letter.id);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().message).toMatch(/no postal address yet.*directory/);
    expect(pdf.json().issues[0].path).toBe('address');
    const posted = await t.as(admin, { method: 'POST', url: `/api/admin/letters/${letter.id}/posted` });
    expect(posted.statusCode).toBe(409);
    expect(posted.json().issues[0].path).toBe('address');
    const queue = await t.as(admin, { method: 'GET', url: '/api/admin/letters' });
    expect(queue.json<{ items: Listed[] }>().items.find((l) => l.id === letter.id)).toMatchObject({
      posted: false,
    });
  });
});

describe("the directory's postal address", () => {
  it('is refused without where it was found, and on a stale version; then it lets the letter print and carries it', async () => {
    const { letter } = await notify('Mere Addressed');
    const read = await institutionIfMatch(t, admin, IRD);

    const sourceless = await t.as(admin, {
      method: 'PATCH',
      url: `/api/admin/institutions/${IRD}`,
      headers: read,
      payload: { postalAddress: ADDRESS },
    });
    expect(sourceless.statusCode).toBe(400);
    expect(sourceless.json().issues.map((i: { path: string }) => i.path)).toEqual(['postalAddressSource']);

    // Another admin changed the entry since this one read it: refused, nothing changed (decision 060).
    const other = await t.as(admin, {
      method: 'PATCH',
      url: `/api/admin/institutions/${IRD}`,
      headers: read,
      payload: { replyBusinessDays: 6 },
    });
    expect(other.statusCode, other.body).toBe(200);
    const stale = await t.as(admin, {
      method: 'PATCH',
      url: `/api/admin/institutions/${IRD}`,
      headers: read,
      payload: { postalAddress: ADDRESS, postalAddressSource: SOURCE },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ postalAddress: null, replyBusinessDays: 6 });

    const saved = await t.as(admin, {
      method: 'PATCH',
      url: `/api/admin/institutions/${IRD}`,
      headers: await institutionIfMatch(t, admin, IRD),
      payload: { postalAddress: ADDRESS, postalAddressSource: SOURCE },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ postalAddress: ADDRESS, postalAddressSource: SOURCE });
    const listed = await t.as(admin, { method: 'GET', url: '/api/admin/institutions' });
    expect(
      listed.json<{ items: { institutionId: string }[] }>().items.find((i) => i.institutionId === IRD),
    ).toMatchObject({ postalAddress: ADDRESS, postalAddressSource: SOURCE });

    const queue = await t.as(admin, { method: 'GET', url: '/api/admin/letters' });
    expect(queue.json<{ items: Listed[] }>().items.find((l) => l.id === letter.id)).toMatchObject({
      needsAddress: false,
      address: ADDRESS,
    });
    const pdf = await pdfOf(letter.id);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const lines = await pdfLines(pdf.rawPayload);
    const at = lines.indexOf('PO Box 39010');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at - 1, at + 3)).toEqual(ADDRESS.split('\n'));
    expect(lines).not.toContain('Deceased estates team');
    const posted = await t.as(admin, { method: 'POST', url: `/api/admin/letters/${letter.id}/posted` });
    expect(posted.statusCode, posted.body).toBe(200);
  });
});

describe('the short response code on a printed letter', () => {
  it('takes the organisation from paper to its response page, however it was typed', async () => {
    const { referenceCode, letter } = await notify('Tama Printed'); // Inland Revenue has an address now
    const first = await pdfLines((await pdfOf(letter.id)).rawPayload);
    const code = codeOf(first);
    expect(code, first.join('\n')).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(first.join(' ')).toContain(`${t.deps.config.publicUrl}/respond `);
    // Printed again, the same code.
    expect(codeOf(await pdfLines((await pdfOf(letter.id)).rawPayload))).toBe(code);

    const typed = ` ${code!.replace('-', '').toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l')} `;
    const found = await lookUp(typed);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    const page = await t.inject({
      method: 'GET',
      url: `/api/respond/${encodeURIComponent(found.json().token)}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ referenceCode, institutionName: 'Inland Revenue' });
    const answered = await t.inject({
      method: 'POST',
      url: `/api/respond/${encodeURIComponent(found.json().token)}`,
      payload: { action: 'acknowledge', message: '' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
  });

  it('answers a code that names no letter 404 with no hint, and what cannot be a code 400 naming it', async () => {
    const wrong = await lookUp('ZZZZ-ZZZZ');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toMatch(/could not find a letter with that code/);
    expect(wrong.body).not.toMatch(/ZZZZ|expired|posted/i);
    for (const bad of [undefined, '', '12345', 'UUUU-UUUU', 'x'.repeat(41), 42]) {
      const res = await lookUp(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('code');
    }
  });

  it('lives as long as the link printed with it: 90 days from the last printing', async () => {
    const { letter } = await notify('Wiremu Expired');
    const code = codeOf(await pdfLines((await pdfOf(letter.id)).rawPayload))!;
    const [row] = await t.database.db
      .select()
      .from(institutionsNotified)
      .where(eq(institutionsNotified.responseCode, code.replace('-', '')));
    await t.database.db
      .update(institutionsNotified)
      .set({ responseCodeIssuedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(institutionsNotified.id, row!.id));
    const gone = await lookUp(code);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toMatch(/expired/);
    // Printed again (a fresh link beside it), the same code works again.
    await pdfOf(letter.id);
    expect((await lookUp(code)).statusCode).toBe(200);
  });

  it('is tried at most 10 times an address in 10 minutes', async () => {
    const from = '203.0.113.42';
    for (let i = 0; i < 10; i++) expect((await lookUp('ZZZZ-ZZZ0', from)).statusCode).toBe(404);
    const limited = await lookUp('ZZZZ-ZZZ0', from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many codes tried/);
    // Another address is not held back.
    expect((await lookUp('ZZZZ-ZZZ0', '203.0.113.43')).statusCode).toBe(404);
  });
});
