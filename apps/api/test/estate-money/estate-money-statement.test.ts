import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { estateAccountSchema, nzToday, type EstateAccount } from '@estate/domain';
import * as schema from '../../src/db/schema.js';
import { formatLongDate, formatNzd } from '../../src/services/estate-money/statement-pdf.js';
import { build, requestsOf } from '../helper.js';
import { extractText } from '../pdf-text.js';

/*
 * The estate account and its statement (issue 14, "The estate statement"): the totals from the rows
 * the other screens keep (assets with and without valuations, completed and pending transactions,
 * legacies and residuary distributions), the PDF's numbers read back out of the PDF equal the
 * account's, and who may have them.
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Aroha Ngata' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Elsewhere' });
const executor = await t.signUp({ role: 'executor', name: 'Mere Te Rangi' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Tama Te Rangi' });
const admin = await t.signUp({ role: 'lawyer', name: 'Ada Admin' });
await t.promote(admin, 'admin');
const { db } = t.database;

const { get } = requestsOf(t);

/** Hēmi Te Rangi's estate, with a register, a ledger and distributions as the other screens keep them. */
async function seededEstate(deceasedName = 'Hēmi Te Rangi') {
  const estateId = await t.staffedEstate(
    { lawyer, executor, beneficiary },
    { deceasedName, dateOfDeath: '2026-03-14', estimatedValue: '' },
  );
  await db.update(schema.estates).set({ grantDate: '2026-06-02' }).where(eq(schema.estates.id, estateId));
  const [house, , car] = await db
    .insert(schema.assets)
    .values([
      { estateId, name: '12 Kōwhai Street, Whanganui', type: 'property', valueCents: 80_000_000 },
      { estateId, name: 'KiwiSaver (Simplicity)', type: 'investment', valueCents: 4_500_000 },
      { estateId, name: 'Toyota Corolla', type: 'vehicle', valueCents: null },
    ])
    .returning();
  await db.insert(schema.valuations).values([
    {
      estateId,
      assetId: house!.id,
      assetName: house!.name,
      valueCents: 85_000_000,
      type: 'market',
      valuedOn: '2026-04-01',
    },
    {
      estateId,
      assetId: house!.id,
      assetName: house!.name,
      valueCents: 87_500_000,
      type: 'market',
      valuedOn: '2026-05-10',
    },
    {
      estateId,
      assetId: null,
      assetName: 'A boat since sold',
      valueCents: 9_999_900,
      type: 'market',
      valuedOn: '2026-05-11',
    },
  ]);
  void car;
  await db.insert(schema.liabilities).values([
    { estateId, name: 'Home loan', type: 'mortgage', creditor: 'ASB', amountCents: 30_000_000 },
    { estateId, name: 'Visa card', type: 'credit', creditor: 'Kiwibank', amountCents: 123_450 },
  ]);
  const tx = (
    description: string,
    type: string,
    amountCents: number,
    status: string,
    occurredOn: string,
  ) => ({
    estateId,
    type,
    occurredOn,
    description,
    category: type === 'income' ? 'rent' : 'legal_fees',
    amountCents,
    status,
  });
  await db
    .insert(schema.transactions)
    .values([
      tx('Rent from tenant, July', 'income', 250_000, 'completed', '2026-07-31'),
      tx('Interest on cheque account', 'income', 4_550, 'completed', '2026-07-01'),
      tx('Sale of the car (not settled)', 'income', 1_000_000, 'pending', '2026-08-15'),
      tx('Legal fees — grant of probate', 'expense', 345_000, 'completed', '2026-06-10'),
      tx('Courier (cancelled)', 'expense', 999, 'cancelled', '2026-06-11'),
    ]);
  const people = await db
    .insert(schema.beneficiaries)
    .values([
      { estateId, fullName: 'Mere Te Rangi', shareBasisPoints: 5000 },
      { estateId, fullName: 'Tama Te Rangi', shareBasisPoints: 2500 },
      { estateId, fullName: 'Aroha Te Rangi', shareBasisPoints: 2500 },
      { estateId, fullName: 'St Mary’s Church, Whanganui', shareBasisPoints: null },
    ])
    .returning();
  const [mere, tama, aroha, church] = people;
  const d = (beneficiaryId: string, type: string, status: string, amountCents: number) => ({
    estateId,
    beneficiaryId,
    type,
    status,
    amountCents,
    plannedDate: '2026-12-10',
    completedDate: status === 'paid' ? '2026-12-12' : null,
  });
  await db
    .insert(schema.distributions)
    .values([
      d(church!.id, 'specific_legacy', 'paid', 500_000),
      d(tama!.id, 'specific_legacy', 'planned', 100_000),
      d(aroha!.id, 'specific_legacy', 'disputed', 777_700),
      d(mere!.id, 'interim', 'paid', 2_000_000),
      d(mere!.id, 'interim', 'approved', 1_000_000),
      d(tama!.id, 'final', 'planned', 300_000),
    ]);
  return estateId;
}

const estateId = await seededEstate();

/** The cell right after `label` in the PDF's text (a table's row reads label … amount). */
function after(lines: string[], label: string, offset = 1): string | undefined {
  const at = lines.indexOf(label);
  return at < 0 ? undefined : lines[at + offset];
}

describe('the estate account', () => {
  it('totals the register, the completed ledger and the distributions, and splits the residue', async () => {
    const res = await get(lawyer, `/api/estates/${estateId}/account`);
    expect(res.statusCode, res.body).toBe(200);
    const account = estateAccountSchema.parse(res.json());
    expect(account.estate).toMatchObject({
      deceasedName: 'Hēmi Te Rangi',
      dateOfDeath: '2026-03-14',
      grantDate: '2026-06-02',
      preparedOn: nzToday(),
      preparedBy: 'Aroha Ngata',
    });
    // The house at its latest valuation, the KiwiSaver at the register's value, the car at nothing.
    expect(account.assets.items.map((a) => [a.name, a.valueCents, a.valueSource])).toEqual([
      ['12 Kōwhai Street, Whanganui', 87_500_000, 'valuation'],
      ['KiwiSaver (Simplicity)', 4_500_000, 'register'],
      ['Toyota Corolla', 0, 'none'],
    ]);
    expect(account.assets.totalCents).toBe(92_000_000);
    expect(account.liabilities.totalCents).toBe(30_123_450);
    // Pending and cancelled transactions count nowhere.
    expect(account.income.totalCents).toBe(254_550);
    expect(account.expenses.totalCents).toBe(345_000);
    expect(account.pendingTransactionCount).toBe(1);
    expect(account.distributions.specificLegacies.paidCents).toBe(500_000);
    expect(account.distributions.specificLegacies.proposedCents).toBe(100_000);
    expect(account.distributions.residuary.paidCents).toBe(2_000_000);
    expect(account.distributions.residuary.proposedCents).toBe(1_300_000);
    expect(account.distributions.disputed.totalCents).toBe(777_700);
    // 920,000.00 − 301,234.50 + 2,545.50 − 3,450.00 − 5,000.00 − 1,000.00
    expect(account.residueCents).toBe(61_186_100);
    expect(
      account.residuaryBeneficiaries.map((b) => [
        b.fullName,
        b.sharePercent,
        b.shareCents,
        b.paidCents,
        b.proposedCents,
        b.remainingCents,
      ]),
    ).toEqual([
      ['Aroha Te Rangi', '25%', 15_296_525, 0, 0, 15_296_525],
      ['Mere Te Rangi', '50%', 30_593_050, 2_000_000, 1_000_000, 27_593_050],
      ['Tama Te Rangi', '25%', 15_296_525, 0, 300_000, 14_996_525],
    ]);
    expect(account.sharesComplete).toBe(true);
  });

  it('agrees with the Financials, Distribution and Liabilities screens’ cards', async () => {
    const account = (await get(lawyer, `/api/estates/${estateId}/account`)).json<EstateAccount>();
    const ledger = (await get(lawyer, `/api/estates/${estateId}/transactions`)).json<{
      summary: { incomeCents: number; expenseCents: number; balanceCents: number; pendingCount: number };
    }>().summary;
    expect(ledger).toEqual({
      incomeCents: account.income.totalCents,
      expenseCents: account.expenses.totalCents,
      balanceCents: account.netIncomeCents,
      pendingCount: account.pendingTransactionCount,
    });
    const given = (await get(lawyer, `/api/estates/${estateId}/distributions`)).json<{
      summary: { paidCents: number; pendingCents: number; disputedCents: number };
    }>().summary;
    const { specificLegacies, residuary, disputed } = account.distributions;
    expect(given).toMatchObject({
      paidCents: specificLegacies.paidCents + residuary.paidCents,
      pendingCents: specificLegacies.proposedCents + residuary.proposedCents,
      disputedCents: disputed.totalCents,
    });
    const owed = (await get(lawyer, `/api/estates/${estateId}/liabilities`)).json<{
      summary: { totalCents: number };
    }>().summary;
    expect(owed.totalCents).toBe(account.liabilities.totalCents);
  });

  it('is for those who run the estate: the executor and an admin may, a beneficiary may not, another firm sees nothing', async () => {
    const url = `/api/estates/${estateId}/account`;
    expect((await get(executor, url)).statusCode).toBe(200);
    expect((await get(admin, url)).statusCode).toBe(200);
    // The estate's own beneficiary: not theirs to read (the money kinds' rule, decision 018).
    expect((await get(beneficiary, url)).statusCode).toBe(403);
    const other = await get(otherLawyer, url);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Hēmi');
    expect((await get(lawyer, '/api/estates/not-an-id/account')).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('the statement PDF', () => {
  it('is an A4 PDF named for the estate and the day, and its numbers are the account’s', async () => {
    const account = (await get(lawyer, `/api/estates/${estateId}/account`)).json<EstateAccount>();
    const res = await get(lawyer, `/api/estates/${estateId}/statement.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=estate-statement-hemi-te-rangi-${nzToday()}.pdf`,
    );
    const bytes = res.rawPayload;
    const doc = await PDFDocument.load(bytes);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);

    const { lines, baseFonts } = await extractText(bytes);
    // The heading: who, the statement, the estate, its dates, with te reo Māori's macrons kept.
    expect(lines).toContain('Aroha Ngata');
    expect(lines).toContain('Statement of assets, liabilities and distribution');
    expect(lines).toContain('Estate of Hēmi Te Rangi');
    expect(after(lines, 'Date of death:')).toBe('14 March 2026');
    expect(after(lines, 'Date of grant:')).toBe('2 June 2026');
    expect(after(lines, 'Date prepared:')).toBe(formatLongDate(nzToday()));
    expect(lines).toContain('12 Kōwhai Street, Whanganui');
    expect(baseFonts.some((f) => /^[A-Z]{6}\+DejaVuSans/.test(f))).toBe(true);

    // Every total in the PDF is the account's, formatted the one way (and here, the figures by hand).
    const money = (label: string, cents: number, expected: string) => {
      expect(formatNzd(cents)).toBe(expected);
      expect(
        lines.slice(lines.indexOf(label)).find((l) => l.startsWith('$') || l.startsWith('-$')),
        label,
      ).toBe(expected);
    };
    money('Total assets', account.assets.totalCents, '$920,000.00');
    money('Total liabilities', account.liabilities.totalCents, '$301,234.50');
    money('Total income', account.income.totalCents, '$2,545.50');
    money('Total expenses', account.expenses.totalCents, '$3,450.00');
    money('Net income (income less expenses)', account.netIncomeCents, '-$904.50');
    money('Specific legacies paid', account.distributions.specificLegacies.paidCents, '$5,000.00');
    money('Specific legacies proposed', account.distributions.specificLegacies.proposedCents, '$1,000.00');
    money('Distributions paid', account.distributions.residuary.paidCents, '$20,000.00');
    money('Distributions proposed', account.distributions.residuary.proposedCents, '$13,000.00');
    money('Residue', account.residueCents, '$611,861.00');
    money('Residue still to distribute', account.residueRemainingCents, '$578,861.00');
    expect(after(lines, 'Less liabilities')).toBe('-$301,234.50');
    expect(lines).toContain('1 pending transaction is not included until it is completed.');

    // The house's value is the latest valuation's, and says so.
    const house = lines.indexOf('12 Kōwhai Street, Whanganui');
    expect(lines.slice(house, house + 4)).toEqual([
      '12 Kōwhai Street, Whanganui',
      'Property',
      'Valuation 10 May 2026',
      '$875,000.00',
    ]);

    // Each residuary beneficiary's row: share, share of the residue, paid, proposed, remaining.
    // (The shares table is the statement's last, so a name's last line is its row there.)
    for (const b of account.residuaryBeneficiaries) {
      const at = lines.lastIndexOf(b.fullName);
      expect(lines.slice(at, at + 6)).toEqual([
        b.fullName,
        b.sharePercent,
        formatNzd(b.shareCents),
        formatNzd(b.paidCents),
        formatNzd(b.proposedCents),
        formatNzd(b.remainingCents),
      ]);
    }
    const mere = lines.lastIndexOf('Mere Te Rangi');
    expect(lines.slice(mere, mere + 6)).toEqual([
      'Mere Te Rangi',
      '50%',
      '$305,930.50',
      '$20,000.00',
      '$10,000.00',
      '$275,930.50',
    ]);
    // The disputed legacy is listed, apart, and counted in no total.
    expect(lines).toContain('Disputed (not counted)');
    expect(after(lines, 'Total disputed')).toBe('$7,777.00');
  });

  it('runs a long ledger over pages with the table’s heading and columns repeated', async () => {
    const longEstate = await seededEstate('Long Ledger');
    await db.insert(schema.transactions).values(
      Array.from({ length: 90 }, (_, i) => ({
        estateId: longEstate,
        type: 'expense',
        occurredOn: `2026-09-${String((i % 28) + 1).padStart(2, '0')}`,
        description: `Expense line ${String(i + 1).padStart(3, '0')}`,
        category: 'other_expense',
        amountCents: 1_000 + i,
        status: 'completed',
      })),
    );
    const account = (await get(lawyer, `/api/estates/${longEstate}/account`)).json<EstateAccount>();
    const res = await get(lawyer, `/api/estates/${longEstate}/statement.pdf`);
    expect(res.statusCode).toBe(200);
    const { pages, lines } = await extractText(res.rawPayload);
    expect(pages.length).toBeGreaterThan(2);
    const continued = pages.filter((p) => p.includes('Income and expenses (continued)'));
    expect(continued.length).toBeGreaterThan(0);
    for (const page of continued) {
      const at = page.indexOf('Income and expenses (continued)');
      expect(page.slice(at + 1, at + 6)).toEqual(['Date', 'Description', 'Category', 'Reference', 'Amount']);
    }
    for (let i = 1; i <= 90; i++) expect(lines).toContain(`Expense line ${String(i).padStart(3, '0')}`);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    // 90 × $10.00 + (0 + … + 89) cents + the $3,450.00 of legal fees.
    expect(account.expenses.totalCents).toBe(90 * 1_000 + (89 * 90) / 2 + 345_000);
    expect(lines.slice(lines.indexOf('Total expenses')).find((l) => l.startsWith('$'))).toBe(
      formatNzd(account.expenses.totalCents),
    );
  });

  it('is recorded in the audit trail, and is only for those who run the estate', async () => {
    const url = `/api/estates/${estateId}/statement.pdf`;
    expect((await get(executor, url)).statusCode).toBe(200);
    expect((await get(beneficiary, url)).statusCode).toBe(403);
    expect((await get(otherLawyer, url)).statusCode).toBe(404);
    const events = await db
      .select()
      .from(schema.auditEvents)
      .where(
        and(
          eq(schema.auditEvents.action, 'estate.statement_downloaded'),
          eq(schema.auditEvents.entityId, estateId),
        ),
      );
    expect(events.map((e) => e.actorId)).toContain(executor.userId);
  });

  it('prints an estate with nothing recorded yet', async () => {
    const empty = await t.newEstate(lawyer, { deceasedName: 'Nohinga Kore', estimatedValue: '' });
    const res = await get(lawyer, `/api/estates/${empty}/statement.pdf`);
    expect(res.statusCode).toBe(200);
    const { lines } = await extractText(res.rawPayload);
    expect(lines).toContain('No assets have been recorded.');
    expect(lines).toContain('No beneficiary has a recorded share of the residue.');
    expect(after(lines, 'Date of grant:')).toBe('Not yet granted');
    expect(after(lines, 'Residue')).toBe('$0.00');
  });
});
