import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import jsQRModule from 'jsqr';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.js';
import { renderLetterPdf } from '../../src/services/notifyflow/letter-pdf.js';
import { verifyResponseToken } from '../../src/services/notifyflow/tokens.js';
import { build } from '../helper.js';
import { seedFirmInvoice } from '../invoice-fixture.js';
import {
  giveNotificationEmail,
  givePostalAddress,
  idOf,
  multipart,
  validForm,
} from '../notifyflow-helpers.js';
import { readPdf, rectanglesIn, type ReadPdf } from './pdf-reader.js';

/** jsqr is a UMD bundle: Node's default import is the function its types call `default`. */
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/*
 * Issue 42 (items 1, 2, 11): every PDF the API makes, opened with pdf.js as a reader would. Nothing
 * is cut ("…"), every text run lies inside the page (and its margins), macrons survive, the document
 * has its title and language, is tagged, and names its font subsets "ABCDEF+DejaVuSans"; a letter's
 * response link is whole when its wrapped pieces are joined, beside a QR code of it.
 */

const t = await build({
  INVOICE_SUPPLIER_NAME: 'Kauri Estate Software Limited',
  INVOICE_GST_NUMBER: '987-654-321',
  INVOICE_SUPPLIER_ADDRESS: 'Level 3, 12 Lambton Quay\\nWellington 6011',
  INVOICE_PAYMENT_DETAILS: 'Direct credit to 12-3456-7890123-00 (Kauri Estate Software)',
});
const { db } = t.database;
const lawyer = await t.signUp({ role: 'lawyer', name: 'Aroha Ngata' });
const executor = await t.signUp({ role: 'executor', name: 'Mere Te Rangi' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Tama Te Rangi' });
const requester = await t.signUp({ role: 'notifyflow', name: 'Mere Te Rangi' });
const admin = await t.signUp({ role: 'lawyer', name: 'Ada Admin' });
await t.promote(admin, 'admin');

const FUNERAL = 'Tangihanga costs: Dunstall Funeral Services Limited, Ōtautahi';
const COURT_FILE = 'CIV-2026-404-001234';
const BANK_ACCOUNT =
  'Bank account: ASB Bank Limited cheque account 12-3456-7890123-00, held jointly with Mere Te Rangi until the grant of probate';
const NO_SPACES = 'ASB-12-3456-7890123-00/ESTATE-OF-HEMI-TE-RANGI/CLOSING-BALANCE-2026-09-30';

/** Hēmi Te Rangi's estate with the long names, dates and references the statement used to cut. */
async function estateWithLongText() {
  const estateId = await t.staffedEstate(
    { lawyer, executor, beneficiary },
    { deceasedName: 'Hēmi Te Rangi', dateOfDeath: '2026-03-14', estimatedValue: '' },
  );
  await db.insert(schema.assets).values([
    { estateId, name: BANK_ACCOUNT, type: 'bank', valueCents: 4_512_345 },
    { estateId, name: '12 Kōwhai Street, Whanganui', type: 'property', valueCents: 80_000_000 },
  ]);
  await db.insert(schema.liabilities).values({
    estateId,
    name: 'Credit card',
    type: 'credit',
    creditor: 'Kiwibank Limited — Deceased Estates Team, Private Bag 39888, Te Whanganui-a-Tara',
    amountCents: 123_450,
  });
  await db.insert(schema.transactions).values([
    {
      estateId,
      type: 'expense',
      occurredOn: '2026-09-30',
      description: FUNERAL,
      category: 'funeral_costs',
      reference: COURT_FILE,
      amountCents: 1_234_500,
      status: 'completed',
    },
    {
      estateId,
      type: 'income',
      occurredOn: '2026-09-30',
      description: 'Closing balance transferred',
      category: 'bank_interest',
      reference: NO_SPACES,
      amountCents: 4_550,
      status: 'completed',
    },
  ]);
  return estateId;
}

const estateId = await estateWithLongText();

/** A firm's invoice with a long name, line description and notes; a draft unless a number is given. */
async function invoiceWithLongText(number: string | null) {
  const { invoice } = await seedFirmInvoice(db, {
    firmName: 'Ngata & Partners — Barristers and Solicitors, Ōtautahi',
    moreLines: [
      {
        description: `Estate of Hēmi Te Rangi (${COURT_FILE}): ${BANK_ACCOUNT}; ${NO_SPACES}`,
        quantity: 1,
        unitPriceCents: 1_000,
        amountCents: 1_000,
        gstCents: 150,
      },
    ],
    over: {
      notes: `Thank you. Questions about ${COURT_FILE}: accounts@ngata.example.nz`,
      ...(number ? { status: 'issued', number } : {}),
    },
  });
  return invoice.id;
}

async function download(who: Parameters<typeof t.as>[0], url: string): Promise<ReadPdf> {
  const res = await t.as(who, { method: 'GET', url });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return readPdf(res.rawPayload);
}

/** What every PDF must be, as pdf.js reads it (each check reported, not only the first to fail). */
function expectReadable(pdf: ReadPdf, title: RegExp, margin: number) {
  expect.soft(pdf.info.Title, 'title').toMatch(title);
  expect.soft(pdf.info.Language, 'language').toBe('en-NZ');
  expect.soft(pdf.viewerPreferences?.DisplayDocTitle, 'title shown').toBe(true);
  expect.soft(pdf.markInfo?.Marked, 'tagged').toBe(true);
  expect
    .soft(
      pdf
        .text()
        .split('\n')
        .filter((line) => line.includes('…')),
      'cut with …',
    )
    .toEqual([]);
  expect
    .soft(
      pdf.pages.map((p) => p.roles.includes('Document')),
      'structure',
    )
    .not.toContain(false);
  const fonts = pdf.pages.flatMap((p) => p.fonts);
  expect
    .soft(
      fonts.filter((font) => !/^[A-Z]{6}\+DejaVuSans(-Bold)?$/.test(font)),
      'subset prefix',
    )
    .toEqual([]);
  const outside = pdf.pages.flatMap((page) =>
    page.runs
      .filter(
        (run) =>
          Math.min(run.x, run.endX) < margin - 0.5 ||
          Math.max(run.x, run.endX) > page.width - margin + 0.5 ||
          Math.min(run.y, run.endY) < 0 ||
          Math.max(run.y, run.endY) > page.height,
      )
      .map(
        (run) => `"${run.str}" at x ${run.x.toFixed(1)}–${run.endX.toFixed(1)} of ${page.width.toFixed(1)}`,
      ),
  );
  expect.soft(outside, 'text outside the margins').toEqual([]);
}

/** The text with the line breaks the layout made taken out: the runs joined end to end. */
const joined = (pdf: ReadPdf) => pdf.text('');
/**
 * Whether `whole` is in the PDF, its wrapped lines joined. A line broken at a space loses that space
 * (pdf.js gives each line as a run of its own), so spaces are not compared.
 */
const expectWhole = (pdf: ReadPdf, whole: string) =>
  expect(joined(pdf).replace(/\s+/g, '')).toContain(whole.replace(/\s+/g, ''));

describe('every PDF, read by pdf.js', () => {
  it('the estate statement wraps long dates, references and descriptions instead of cutting them', async () => {
    const pdf = await download(lawyer, `/api/estates/${estateId}/statement.pdf`);
    expectReadable(pdf, /^Statement of assets, liabilities and distribution — Estate of Hēmi Te Rangi$/, 50);
    const text = pdf.text('\n');
    // A date is one run, never cut; the long cells come back whole when their lines are joined.
    expect(text.split('\n')).toContain('30 September 2026');
    for (const whole of [FUNERAL, COURT_FILE, BANK_ACCOUNT, NO_SPACES]) expectWhole(pdf, whole);
    expect(text.split('\n')).toContain('Estate of Hēmi Te Rangi');
    expect(pdf.pages[0]!.roles).toEqual(expect.arrayContaining(['H1', 'H2', 'P', 'Table', 'TR', 'TH', 'TD']));
  });

  it('invoices, draft and issued, keep long lines whole inside the margins', async () => {
    const draft = await download(admin, `/api/admin/invoices/${await invoiceWithLongText(null)}/pdf`);
    expectReadable(draft, /^Draft — not a tax invoice — Kauri Estate Software Limited$/, 36);
    const number = `INV-T${randomUUID().slice(0, 8).toUpperCase()}`;
    const issued = await download(admin, `/api/admin/invoices/${await invoiceWithLongText(number)}/pdf`);
    expectReadable(issued, new RegExp(`^Tax invoice ${number} — Kauri Estate Software Limited$`), 50);
    for (const pdf of [draft, issued]) {
      expectWhole(pdf, `Estate of Hēmi Te Rangi (${COURT_FILE}): ${BANK_ACCOUNT}; ${NO_SPACES}`);
      expectWhole(pdf, 'Ngata & Partners — Barristers and Solicitors, Ōtautahi');
    }
  });

  it('a credit note carries the supply correction information, wrapped inside the margins', async () => {
    const number = `INV-T${randomUUID().slice(0, 8).toUpperCase()}`;
    const id = await invoiceWithLongText(number);
    const etag = (await t.as(admin, { method: 'GET', url: `/api/admin/invoices/${id}` })).headers.etag;
    const reason = `Billed twice for the estate of Hēmi Te Rangi (${COURT_FILE}); ${NO_SPACES}`;
    const made = await t.as(admin, {
      method: 'POST',
      url: `/api/admin/invoices/${id}/credit-notes`,
      payload: { reason, amount: '23.00' },
      headers: { 'if-match': String(etag) },
    });
    expect(made.statusCode, made.body).toBe(201);
    const note = made.json().invoice.creditNotes[0] as { id: string; number: string };
    const pdf = await download(admin, `/api/admin/invoices/${id}/credit-notes/${note.id}/pdf`);
    expectReadable(pdf, new RegExp(`^Credit note ${note.number} — Kauri Estate Software Limited$`), 50);
    const lines = pdf.text('\n').split('\n');
    // s19E: the supplier's GST number, the invoice it corrects, the date, the correction with its GST.
    expect(lines).toEqual(
      expect.arrayContaining([
        'Credit note',
        note.number,
        number,
        '987-654-321',
        '$20.00',
        '$3.00',
        '$23.00',
      ]),
    );
    expectWhole(pdf, reason);
  });

  it('a report and the audit-log export wrap their cells (hashes included)', async () => {
    const report = await download(lawyer, '/api/reports/generate?type=financials&format=pdf');
    expectReadable(report, /Financials/, 40);
    expectWhole(report, 'Estate of Hēmi Te Rangi');

    const audit = await download(admin, '/api/audit-events/export.pdf');
    expectReadable(audit, /^Audit log$/i, 40);
    const [sealed] = await db
      .select()
      .from(schema.auditEvents)
      // The newest the export lists (the export's own event comes after it).
      .where(and(isNotNull(schema.auditEvents.hash), ne(schema.auditEvents.action, 'audit_log.exported')))
      .orderBy(desc(schema.auditEvents.seq))
      .limit(1);
    // A 64-character hash is wider than its column: broken across lines, whole when joined.
    expect(sealed?.hash).toMatch(/^[0-9a-f]{64}$/);
    expectWhole(audit, sealed!.hash!);
    expect(audit.pages[0]!.roles).toEqual(expect.arrayContaining(['Table', 'TH', 'TD']));
  });

  it('a printed letter wraps its response link inside the page, beside a QR code of it', async () => {
    await giveNotificationEmail(db, 'ANZ', 'estates@anz.example.nz');
    // A letter prints only once it has a postal address (decision 077).
    await givePostalAddress(db, 'Inland Revenue');
    const res = await t.as(requester, {
      method: 'POST',
      url: '/api/notifications',
      ...multipart(
        validForm({
          deceasedName: 'Hēmi Te Rangi',
          recipientName: 'Mere Te Rangi',
          contactDetails: `Tangihanga at Ōtautahi; the court file is ${COURT_FILE}.`,
        }),
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { notificationId } = res.json<{ notificationId: string }>();
    const [row] = await db
      .select()
      .from(schema.institutionsNotified)
      .where(
        and(
          eq(schema.institutionsNotified.notificationId, notificationId),
          eq(schema.institutionsNotified.institutionId, idOf('Inland Revenue')),
        ),
      );
    const [letter] = await db
      .select()
      .from(schema.letters)
      .where(eq(schema.letters.institutionsNotifiedId, row!.id));
    const pdf = await download(admin, `/api/admin/letters/${letter!.id}/pdf`);
    expectReadable(pdf, /^Notification of death — NF-/, 56);

    // The link, its wrapped pieces joined, is whole: its signature checks out for this letter's row.
    const flat = joined(pdf);
    // (its signature is 43 base64url characters: the text that follows it is not taken for more of it).
    const found = new RegExp(`${t.deps.config.publicUrl}/respond/([\\w.-]+~[\\w-]{43})`).exec(flat);
    expect(verifyResponseToken(t.deps.config.authSecret, found![1]!)).toMatchObject({
      ok: true,
      institutionsNotifiedId: row!.id,
    });
    const url = found![0];
    expectWhole(pdf, 'Name of the deceased: Hēmi Te Rangi');
    expectWhole(pdf, 'Additional information: Tangihanga at Ōtautahi');
    expect(pdf.text().split('\n')).toContain('How to respond');
    // The link is longer than a line: it was broken, each piece inside the margins (checked above).
    const pieces = pdf.pages.flatMap((p) => p.runs).filter((r) => url.includes(r.str) && r.str.length > 8);
    expect(pieces.length).toBeGreaterThan(1);

    // The QR code: pdf.js finds a Figure of filled squares; drawn as a picture, with the quiet zone a
    // printed page gives it, a QR reader (jsQR, as phone apps read one) reads the link from them.
    const page = pdf.pages.find((p) => p.roles.includes('Figure'))!;
    const rects = rectanglesIn(page, 'Figure');
    const cell = Math.min(...rects.map((r) => r.h));
    const left = Math.min(...rects.map((r) => r.x));
    const top = Math.max(...rects.map((r) => r.y + r.h));
    const size = Math.round((Math.max(...rects.map((r) => r.x + r.w)) - left) / cell);
    const PX = 4;
    const QUIET = 4;
    const side = (size + 2 * QUIET) * PX;
    const image = new Uint8ClampedArray(side * side * 4).fill(255);
    for (const r of rects) {
      const row = Math.round((top - r.y - r.h) / cell);
      const from = Math.round((r.x - left) / cell);
      for (let col = from; col < from + Math.round(r.w / cell); col++) {
        for (let y = 0; y < PX; y++) {
          for (let x = 0; x < PX; x++) {
            const at = ((row + QUIET) * PX + y) * side + (col + QUIET) * PX + x;
            image.fill(0, at * 4, at * 4 + 3);
          }
        }
      }
    }
    expect(jsQR(image, side, side)?.data).toBe(url);
    // About 35 mm square: a phone reads it from a printed page.
    expect(cell * size).toBeGreaterThan(70);
  });

  it('a letter with a short code prints "Or go to … and enter code" and the code in large type', async () => {
    // The short code's storage is another branch's (wt-letters): the renderer is given one here.
    const url = `https://estate.example.nz/respond/${'Zm9vYmFy'.repeat(24)}.sig~nature-_x`;
    const pdf = await readPdf(
      await renderLetterPdf({
        institutionName: 'Te Rūnanga o Ngāi Tahu',
        postalAddress: 'PO Box 13046\nŌtautahi 8141',
        referenceCode: 'NF-7K2Q9D',
        date: new Date('2026-11-20T00:00:00Z'),
        bodyLines: ['Name of the deceased: Hēmi Te Rangi'],
        response: { url, shortCode: 'K7QD-2MXP', codeEntryUrl: 'https://estate.example.nz/respond' },
      }),
    );
    expectReadable(pdf, /^Notification of death — NF-7K2Q9D$/, 56);
    expect(joined(pdf)).toContain(url);
    const lines = pdf.text().split('\n');
    expect(lines).toContain('Or go to https://estate.example.nz/respond and enter code');
    expect(lines).toContain('K7QD-2MXP');
    expect(lines).toContain('Name of the deceased: Hēmi Te Rangi');
  });
});
