import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nzToday } from '@estate/domain';
import * as schema from '../../src/db/schema.js';
import { build, requestsOf, type Session } from '../helper.js';

/*
 * Estate Financials (issue 14) through its routes: the totals count completed transactions only,
 * a bank statement is previewed (bad rows named by line, nothing written) then imported all at once,
 * the ledger exports as Xero's bank-statement CSV, and only those who run the estate see any of it.
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Ledger' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Elsewhere' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });

const { get, post } = requestsOf(t);

const staffedEstate = (name: string) =>
  t.staffedEstate({ lawyer, executor, beneficiary }, { deceasedName: name, estimatedValue: '' });

const transaction = (fields: object = {}) => ({
  occurredOn: '2026-07-01',
  type: 'income',
  description: 'ANZ interest',
  category: 'bank_interest',
  amount: '10.00',
  status: 'completed',
  ...fields,
});

type Summary = { incomeCents: number; expenseCents: number; balanceCents: number; pendingCount: number };
const summaryOf = async (who: Session, estateId: string, query = '') => {
  const res = await get(who, `/api/estates/${estateId}/transactions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total: number; summary: Summary }>();
};
const ledgerRows = (estateId: string) =>
  t.database.db.select().from(schema.transactions).where(eq(schema.transactions.estateId, estateId));

describe('the ledger and its totals', () => {
  it('counts only completed transactions; a negative balance is kept as it is', async () => {
    const estateId = await staffedEstate('Tui Totals');
    const url = `/api/estates/${estateId}/transactions`;
    for (const body of [
      transaction({ amount: '1,234.50' }),
      transaction({ type: 'expense', category: 'rates', description: 'Rates', amount: '80' }),
      transaction({
        type: 'expense',
        category: 'legal_fees',
        description: 'Fees',
        amount: '5000',
        status: 'pending',
      }),
      transaction({ amount: '999.99', status: 'cancelled', description: 'Cheque reversed' }),
    ]) {
      const res = await post(lawyer, url, body);
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = await summaryOf(lawyer, estateId);
    expect(list.total).toBe(4);
    expect(list.summary).toEqual({
      incomeCents: 123_450,
      expenseCents: 8_000,
      balanceCents: 115_450,
      pendingCount: 1,
    });

    // The cards are the estate's, whatever is searched.
    expect((await summaryOf(lawyer, estateId, '?q=rates')).summary.balanceCents).toBe(115_450);
    const searched = await summaryOf(lawyer, estateId, '?q=rates&category=rates');
    expect(searched.total).toBe(1);

    // Completing the pending fees turns the balance negative.
    const fees = (await get(lawyer, `${url}?status=pending`)).json<{ items: { id: string }[] }>().items[0]!;
    const done = await t.as(lawyer, {
      method: 'PUT',
      url: `${url}/${fees.id}`,
      payload: transaction({ type: 'expense', category: 'legal_fees', description: 'Fees', amount: '5000' }),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await summaryOf(executor, estateId)).summary).toMatchObject({
      expenseCents: 508_000,
      balanceCents: -384_550,
      pendingCount: 0,
    });
  });

  it('takes the amount as positive only, naming the field', async () => {
    const estateId = await staffedEstate('Rua Negative');
    const res = await post(lawyer, `/api/estates/${estateId}/transactions`, transaction({ amount: '-10' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['amount']);
  });
});

const STATEMENT = [
  'Date,Description,Amount,Reference',
  '01/07/2026,ANZ interest,10.00,INT', // a duplicate of the ledger (added below)
  '2026-07-02,"Funeral Directors, Napier","-$4,500.00",INV 1',
  '03/07/2026,Council rates,-120.40,RATES',
  '03/07/2026,Council rates,-120.40,RATES', // repeated in the file
].join('\r\n');

describe('importing a bank statement', () => {
  it('previews the rows, naming bad ones by line, and writes nothing', async () => {
    const estateId = await staffedEstate('Mere Preview');
    const bad = 'Date,Description,Amount\n01/07/2026,Fine,1\n02/07/2026,Typo,12.50x\n31/02/2026,Bad day,5\n';
    const res = await post(lawyer, `/api/estates/${estateId}/transactions/import/preview`, { csv: bad });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      errors: [
        'Line 3: amount is not a number',
        'Line 4: date "31/02/2026" is not a date (use DD/MM/YYYY or YYYY-MM-DD)',
      ],
      importable: 1,
      duplicates: 0,
    });
    expect(res.json().rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 4]);
    expect(await ledgerRows(estateId)).toEqual([]);

    // A file that cannot be read at all is a 400 naming the field, and writes nothing either.
    const noHeader = await post(lawyer, `/api/estates/${estateId}/transactions/import/preview`, {
      csv: '01/07/2026,Fine,1\n',
    });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().issues[0].path).toBe('csv');
    expect(noHeader.json().message).toMatch(/^Line 1: the first line must name the columns/);
    const empty = await post(lawyer, `/api/estates/${estateId}/transactions/import/preview`, { csv: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].path).toBe('csv');
  });

  it('refuses to import while any row has an error, naming the lines, and inserts nothing', async () => {
    const estateId = await staffedEstate('Hohepa Refused');
    const csv = 'Date,Description,Amount\n01/07/2026,Fine,1\n02/07/2026,Bad,abc\n03/07/2026,,4\n';
    const res = await post(lawyer, `/api/estates/${estateId}/transactions/import`, { csv });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      '2 problems in the file: Line 3: amount is not a number; Line 4: description is missing',
    );
    expect(res.json().issues).toEqual([
      { path: 'csv', message: 'Line 3: amount is not a number' },
      { path: 'csv', message: 'Line 4: description is missing' },
    ]);
    expect(await ledgerRows(estateId)).toEqual([]);
  });

  it('imports every row in one go as completed, one batch and one audit event; duplicates flagged and left out', async () => {
    const estateId = await staffedEstate('Aroha Imported');
    const url = `/api/estates/${estateId}/transactions`;
    expect((await post(lawyer, url, transaction())).statusCode).toBe(201);

    const preview = await post(executor, `${url}/import/preview`, { csv: STATEMENT });
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json<{ rows: { line: number; duplicate: string | null }[] }>().rows;
    expect(rows.map((r) => [r.line, r.duplicate])).toEqual([
      [2, 'existing'],
      [3, null],
      [4, null],
      [5, 'file'],
    ]);
    expect(preview.json()).toMatchObject({ errors: [], importable: 2, duplicates: 2 });
    expect(await ledgerRows(estateId)).toHaveLength(1);

    // The repeated rates row is real (two instalments the same day): the executor keeps line 5.
    const res = await post(executor, `${url}/import`, {
      csv: STATEMENT,
      fileName: 'anz-july.csv',
      includeDuplicates: [5],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ imported: 3, skipped: 1 });
    const batch = res.json<{ importBatchId: string }>().importBatchId;

    const imported = (await ledgerRows(estateId)).filter((r) => r.source === 'import');
    expect(imported).toHaveLength(3);
    expect(new Set(imported.map((r) => r.importBatchId))).toEqual(new Set([batch]));
    expect(imported.every((r) => r.status === 'completed' && r.createdBy === executor.userId)).toBe(true);
    const funeral = imported.find((r) => r.description === 'Funeral Directors, Napier')!;
    expect(funeral).toMatchObject({
      occurredOn: '2026-07-02',
      type: 'expense',
      amountCents: 450_000,
      category: 'funeral_costs',
      reference: 'INV 1',
    });

    const events = await t.database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'transaction.imported'));
    const ours = events.filter((e) => (e.data as { estateId?: string }).estateId === estateId);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      entityId: batch,
      data: { count: 3, skipped: 1, fileName: 'anz-july.csv' },
    });

    // Totals: 10.00 + 0 income; 4,500 + 2 × 120.40 expenses.
    expect((await summaryOf(lawyer, estateId)).summary).toMatchObject({
      incomeCents: 1_000,
      expenseCents: 474_080,
      balanceCents: -473_080,
    });

    // The same file again: every row is now a duplicate, so nothing is imported.
    const again = await post(executor, `${url}/import`, { csv: STATEMENT });
    expect(again.statusCode).toBe(400);
    expect(again.json().issues[0].path).toBe('csv');
    expect(await ledgerRows(estateId)).toHaveLength(4);
  });

  it('refuses an oversized file before reading it', async () => {
    const estateId = await staffedEstate('Nui Large');
    const csv = `Date,Description,Amount\n${'01/07/2026,x,1\n'.repeat(40_000)}`;
    const res = await post(lawyer, `/api/estates/${estateId}/transactions/import/preview`, { csv });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'csv' });
  });
});

describe('the ledger for Xero', () => {
  it('exports completed transactions as Xero statement lines: DD/MM/YYYY, signed amounts, oldest first', async () => {
    const estateId = await staffedEstate('Hēmi Xero');
    const url = `/api/estates/${estateId}/transactions`;
    for (const body of [
      transaction({ occurredOn: '2026-08-15', amount: '1234.5', reference: 'INT AUG' }),
      transaction({
        occurredOn: '2026-07-02',
        type: 'expense',
        category: 'legal_fees',
        description: '=HYPERLINK("x"), "Smith & Co"',
        amount: '80',
      }),
      transaction({ occurredOn: '2026-07-03', description: 'Pending sale', amount: '9', status: 'pending' }),
      transaction({ occurredOn: '2026-07-04', description: 'Cancelled', amount: '9', status: 'cancelled' }),
    ])
      expect((await post(lawyer, url, body)).statusCode).toBe(201);

    const res = await get(executor, `${url}/export.csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      `attachment; filename=estate-ledger-hemi-xero-${nzToday()}.csv`,
    );
    expect(res.body).toBe(
      '\uFEFF*Date,*Amount,Payee,Description,Reference,Cheque Number\r\n' +
        `02/07/2026,-80.00,,"=HYPERLINK(""x""), ""Smith & Co""",,\r\n` +
        '15/08/2026,1234.50,,ANZ interest,INT AUG,\r\n',
    );
  });
});

describe('who sees the ledger', () => {
  it('is for those who run the estate: beneficiaries are refused, another firm gets 404', async () => {
    const estateId = await staffedEstate('Kahu Private');
    const url = `/api/estates/${estateId}/transactions`;
    expect((await post(lawyer, url, transaction())).statusCode).toBe(201);
    const csv = 'Date,Description,Amount\n02/07/2026,Rent,100\n';

    for (const path of ['', '/export.csv']) {
      expect((await get(executor, `${url}${path}`)).statusCode).toBe(200);
      expect((await get(beneficiary, `${url}${path}`)).statusCode).toBe(403);
      expect((await get(otherLawyer, `${url}${path}`)).statusCode).toBe(404);
    }
    for (const path of ['/import/preview', '/import']) {
      expect((await post(beneficiary, `${url}${path}`, { csv })).statusCode).toBe(403);
      expect((await post(otherLawyer, `${url}${path}`, { csv })).statusCode).toBe(404);
    }
    expect((await post(executor, `${url}/import`, { csv })).statusCode).toBe(201);
    expect(await ledgerRows(estateId)).toHaveLength(2);
  });
});
