import { describe, expect, it } from 'vitest';
import {
  guessCategory,
  parseStatementAmount,
  parseStatementDate,
  readBankStatement,
  type StatementRead,
} from './bank-statement.js';
import { transactionInputSchema } from './transaction.js';

const ok = (read: StatementRead) => {
  if (!read.ok) throw new Error(read.error);
  return read;
};

describe('statement dates', () => {
  it('reads ISO and New Zealand day-first dates', () => {
    expect(parseStatementDate('2026-06-30')).toBe('2026-06-30');
    expect(parseStatementDate('2026/06/30')).toBe('2026-06-30');
    expect(parseStatementDate('30/06/2026')).toBe('2026-06-30');
    expect(parseStatementDate('3/6/2026')).toBe('2026-06-03');
    expect(parseStatementDate('03-06-2026')).toBe('2026-06-03');
    expect(parseStatementDate('30/06/26')).toBe('2026-06-30');
  });

  it('refuses what is not a real date', () => {
    for (const bad of ['31/06/2026', '29/02/2025', '2026-13-01', '06/30/2026', 'yesterday', '', '2026-6'])
      expect(parseStatementDate(bad), bad).toBeNull();
    expect(parseStatementDate('29/02/2028')).toBe('2028-02-29');
  });
});

describe('statement amounts', () => {
  it('reads signed amounts to the cent, with dollar signs and thousands commas', () => {
    expect(parseStatementAmount('1234.50')).toBe(123_450);
    expect(parseStatementAmount('$1,234.50')).toBe(123_450);
    expect(parseStatementAmount('-80')).toBe(-8_000);
    expect(parseStatementAmount('-$80.00')).toBe(-8_000);
    expect(parseStatementAmount('$-80.00')).toBe(-8_000);
    expect(parseStatementAmount('+20.1')).toBe(2_010);
    expect(parseStatementAmount('(80.00)')).toBe(-8_000);
    expect(parseStatementAmount('80.00 DR')).toBe(-8_000);
    expect(parseStatementAmount('0.07')).toBe(7);
    // 0.1 + 0.2 is never 0.30000000000000004 here: string arithmetic.
    expect(parseStatementAmount('1000000.29')).toBe(100_000_029);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['abc', '12.345', '1,23', '--5', '$', '1.2.3', '5e3'])
      expect(parseStatementAmount(bad), bad).toBeNull();
  });
});

describe('reading a bank statement', () => {
  it('reads each row into a transaction: expense when negative, category guessed', () => {
    const read = ok(
      readBankStatement(
        '\uFEFFDate,Description,Amount,Reference\r\n' +
          '02/07/2026,"Interest, Kiwibank",12.34,INT\r\n' +
          '2026-07-03,Wellington City Council rates,"-$1,234.50",RATES Q1\r\n',
      ),
    );
    expect(read.errors).toEqual([]);
    expect(read.rows).toEqual([
      {
        line: 2,
        occurredOn: '2026-07-02',
        description: 'Interest, Kiwibank',
        reference: 'INT',
        type: 'income',
        amountCents: 1_234,
        category: 'bank_interest',
        duplicate: null,
        errors: [],
      },
      {
        line: 3,
        occurredOn: '2026-07-03',
        description: 'Wellington City Council rates',
        reference: 'RATES Q1',
        type: 'expense',
        amountCents: 123_450,
        category: 'rates',
        duplicate: null,
        errors: [],
      },
    ]);
  });

  it('names every bad row by its line', () => {
    const read = ok(
      readBankStatement(
        'Date,Description,Amount\n' +
          '01/07/2026,Fine,10\n' +
          '31/06/2026,Bad date,10\n' +
          '02/07/2026,Bad amount,ten dollars\n' +
          '03/07/2026,,5\n' +
          '04/07/2026,Zero,0.00\n' +
          '05/07/2026,Sale,1,234.50\n' +
          '06/07/2026,Trailing commas,5,,\n',
      ),
    );
    expect(read.errors).toEqual([
      'Line 3: date "31/06/2026" is not a date (use DD/MM/YYYY or YYYY-MM-DD)',
      'Line 4: amount is not a number',
      'Line 5: description is missing',
      'Line 6: amount is zero',
      'Line 7: has 4 fields but the header has 3 (a comma in an amount or description must be inside quotes)',
    ]);
    expect(read.rows.map((r) => r.errors.length)).toEqual([0, 1, 1, 1, 1, 1, 0]);
  });

  it('flags duplicates of the ledger and of earlier rows: same date, signed amount and description', () => {
    const read = ok(
      readBankStatement(
        'Date,Description,Amount\n' +
          '01/07/2026,Funeral Directors,-4500\n' +
          '01/07/2026,funeral  directors,-4500.00\n' +
          '01/07/2026,Funeral Directors,4500\n' +
          '02/07/2026,Power bill,-120.40\n',
        [{ occurredOn: '2026-07-02', type: 'expense', amountCents: 12_040, description: 'Power bill' }],
      ),
    );
    expect(read.rows.map((r) => r.duplicate)).toEqual([null, 'file', null, 'existing']);
  });

  it('finds the columns by name in any order, after an account preamble (ASB, BNZ, ANZ layouts)', () => {
    const asb = ok(
      readBankStatement(
        'Created date / time : 1 August 2026\n' +
          'Bank 12; Branch 3040; Account 0123456-00 (Streamline)\n' +
          '\n' +
          'Date,Unique Id,Tran Type,Cheque Number,Payee,Memo,Amount\n' +
          '2026/07/05,2026070501,D/C,,TOWER INSURANCE,,-89.10\n',
      ),
    );
    expect(asb.rows[0]).toMatchObject({
      line: 5,
      occurredOn: '2026-07-05',
      description: 'TOWER INSURANCE',
      amountCents: 8_910,
      type: 'expense',
      category: 'insurance',
    });
    const anz = ok(
      readBankStatement(
        'Type,Details,Particulars,Code,Reference,Amount,Date,ForeignCurrencyAmount,ConversionCharge\n' +
          'Direct Credit,Harcourts Trust,Settlement,42 Kauri,INV123,"612,000.00",15/08/2026,,\n',
      ),
    );
    expect(anz.rows[0]).toMatchObject({
      description: 'Harcourts Trust',
      reference: 'INV123',
      amountCents: 61_200_000,
      occurredOn: '2026-08-15',
    });
  });

  it('refuses a file without the columns it needs, or without rows, naming the header line', () => {
    expect(readBankStatement('When,What,How much\n01/07/2026,x,1\n')).toEqual({
      ok: false,
      error:
        'Line 1: the first line must name the columns: date, description and amount (missing: date, description, amount)',
    });
    expect(readBankStatement('Date,Description,Amount\n')).toMatchObject({ ok: false });
    expect(readBankStatement('Date,Description,Amount\n1,"open')).toEqual({
      ok: false,
      error: 'Line 2: a quoted field is never closed',
    });
  });
});

describe('categories and the transaction form', () => {
  it('guesses a category only when the direction fits', () => {
    expect(guessCategory('Funeral Directors Ltd', 'expense')).toBe('funeral_costs');
    expect(guessCategory('IRD refund RWT', 'income')).toBe('tax');
    expect(guessCategory('Lawyers fees Smith & Co', 'expense')).toBe('legal_fees');
    expect(guessCategory('Interest', 'expense')).toBe('other_expense');
    expect(guessCategory('Transfer', 'income')).toBe('other_income');
  });

  it('takes a positive amount only: the type says the direction', () => {
    const base = {
      occurredOn: '2026-07-01',
      type: 'expense',
      description: 'Valuer',
      category: 'valuation_fees',
      status: 'completed',
    };
    expect(transactionInputSchema.safeParse({ ...base, amount: '450.00' }).success).toBe(true);
    for (const amount of ['0', '-450', '0.00', 'abc']) {
      const parsed = transactionInputSchema.safeParse({ ...base, amount });
      expect(parsed.success, amount).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['amount']);
    }
  });
});
