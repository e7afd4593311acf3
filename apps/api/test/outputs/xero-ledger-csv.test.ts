import { describe, expect, it } from 'vitest';
import { build, requestsOf } from '../helper.js';

/*
 * The ledger export is an import file for Xero's bank statement import (issue 42 item 9; decision
 * 080): it must carry the data exactly as recorded. Read here as Xero reads it, by a strict RFC 4180
 * parser written for this test (no CSV library is installed; the product's own reader is not used):
 * every record ends CRLF, a field is either bare (no comma, quote, CR or LF) or wholly quoted with
 * inner quotes doubled, and every record has as many fields as the header.
 */

/** RFC 4180 §2, strictly: throws on anything a conforming reader would not accept. */
function parseRfc4180(text: string): string[][] {
  const records: string[][] = [];
  let i = 0;
  while (i < text.length) {
    const record: string[] = [];
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= text.length) throw new Error('A quoted field is not closed');
          if (text[i] === '"' && text[i + 1] === '"') {
            field += '"';
            i += 2;
          } else if (text[i] === '"') {
            i++;
            break;
          } else field += text[i++];
        }
      } else {
        while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
          if (text[i] === '"' || text[i] === '\n')
            throw new Error(`A bare field holds ${JSON.stringify(text[i])}`);
          field += text[i++];
        }
      }
      record.push(field);
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text.slice(i, i + 2) !== '\r\n') throw new Error(`A record does not end with CRLF at ${i}`);
      i += 2;
      break;
    }
    records.push(record);
  }
  return records;
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
    const body = res.body.startsWith('\uFEFF') ? res.body.slice(1) : res.body;
    const [header, ...rows] = parseRfc4180(body);
    expect(header).toEqual(['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Cheque Number']);
    for (const row of rows) expect(row).toHaveLength(header!.length);
    expect(rows.map((r) => [r[0], r[1], r[3], r[4]])).toEqual([
      ['01/07/2026', '-2.30', '-2+3 rounding adjustment', '=BANK FEE'],
      ['02/07/2026', '1234.50', '+ interest, "July"', '@ANZ'],
      ['03/07/2026', '-80.00', 'Kāinga Ora\nrates', ''],
    ]);
    for (const row of rows) expect(row[1]).toMatch(/^-?\d+\.\d{2}$/);
    expect(res.body).not.toContain("'");
  });
});
