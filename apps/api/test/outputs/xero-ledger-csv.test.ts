import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { build, requestsOf } from '../helper.js';

/*
 * The ledger export is an import file for Xero's bank statement import (issue 42 item 9; decision
 * 080): it must carry the data exactly as recorded. Read here by csv-parse, a CSV library the
 * product does not use, held strictly to RFC 4180: records end with CRLF, a quote may only open a
 * field that is quoted throughout, and every record has as many fields as the header.
 */

/** RFC 4180 §2, strictly: csv-parse throws on anything a conforming reader would not accept. */
function readAsXero(text: string): string[][] {
  return parse(text, {
    bom: true,
    record_delimiter: '\r\n',
    relax_quotes: false,
    relax_column_count: false,
    skip_empty_lines: false,
  });
}

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Xero' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Xero' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Xero' });
const { get, post } = requestsOf(t);
const estateId = await t.staffedEstate(
  { lawyer, executor, beneficiary },
  { deceasedName: 'Ānaru Import', estimatedValue: '' },
);
const url = `/api/estates/${estateId}/transactions`;

const recorded = [
  {
    occurredOn: '2026-07-01',
    type: 'expense',
    description: '-2+3 rounding adjustment',
    amount: '2.30',
    reference: '=BANK FEE',
  },
  {
    occurredOn: '2026-07-02',
    type: 'income',
    description: '+ interest, "July"',
    amount: '1234.5',
    reference: '@ANZ',
  },
  {
    occurredOn: '2026-07-03',
    type: 'expense',
    description: 'Kāinga Ora\nrates',
    amount: '80',
    reference: '',
  },
];

describe('the ledger as Xero imports it', () => {
  it('carries text as recorded (no added apostrophe), amounts as plain signed numbers, RFC 4180 quoted', async () => {
    for (const r of recorded) {
      const res = await post(lawyer, url, {
        ...r,
        category: r.type === 'income' ? 'bank_interest' : 'legal_fees',
        status: 'completed',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await get(executor, `${url}/export.csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = readAsXero(res.body);
    expect(header).toEqual(['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Cheque Number']);
    for (const row of rows) expect(row).toHaveLength(header!.length);
    expect(rows.map((r) => [r[0], r[1], r[3], r[4]])).toEqual([
      ['01/07/2026', '-2.30', '-2+3 rounding adjustment', '=BANK FEE'],
      ['02/07/2026', '1234.50', '+ interest, "July"', '@ANZ'],
      ['03/07/2026', '-80.00', 'Kāinga Ora\nrates', ''],
    ]);
    for (const row of rows) expect(row[1]).toMatch(/^-?\d+\.\d{2}$/);
    expect(res.body).not.toContain("'");
    // The line break inside a description is inside its quotes, not a bare field's.
    expect(res.body).toContain('"Kāinga Ora\nrates"');
  });
});
