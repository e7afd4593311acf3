import { describe, expect, it } from 'vitest';
import {
  estimatedBillCents,
  gstOn,
  invoiceDueDate,
  invoiceLinesFor,
  invoiceStatusOf,
  invoiceTotals,
} from './billing.js';

describe('billing', () => {
  it('GST is 15% rounded half up to the cent', () => {
    expect(gstOn(4999)).toBe(750); // 749.85 → 750
    expect(gstOn(14999)).toBe(2250); // 2249.85 → 2250
    expect(gstOn(10)).toBe(2); // 1.5 → 2 (half up)
    expect(gstOn(3)).toBe(0); // 0.45 → 0
    expect(gstOn(0)).toBe(0);
  });

  it('the estimated bill follows the spec formula, extras only where a limit exists', () => {
    expect(estimatedBillCents('standard', { estates: 12, documents: 105 })).toBe(4999 + 2 * 599 + 5 * 99);
    expect(estimatedBillCents('standard', { estates: 3, documents: 20 })).toBe(4999);
    expect(estimatedBillCents('premium', { estates: 500, documents: 9000 })).toBe(14999);
    expect(estimatedBillCents('free', { estates: 4, documents: 30 })).toBe(0);
  });

  it("an invoice's lines and totals: GST once on the subtotal, lines rounded on their own", () => {
    const lines = invoiceLinesFor('standard', { estates: 12, documents: 105 });
    expect(
      lines.map((l) => [l.description, l.quantity, l.unitPriceCents, l.amountCents, l.gstCents]),
    ).toEqual([
      ['Standard plan: monthly subscription', 1, 4999, 4999, 750],
      ['Additional estates', 2, 599, 1198, 180],
      ['Additional documents', 5, 99, 495, 74],
    ]);
    // 66.92 excl. GST; GST 10.038 → 10.04; 76.96 incl. GST.
    expect(invoiceTotals(lines)).toEqual({ subtotalCents: 6692, gstCents: 1004, totalCents: 7696 });
  });

  it('due 15 days after issue; a sent invoice past due is overdue', () => {
    expect(invoiceDueDate('2026-11-24')).toBe('2026-12-09');
    expect(invoiceStatusOf('sent', '2026-11-20', '2026-11-24')).toBe('overdue');
    expect(invoiceStatusOf('sent', '2026-11-24', '2026-11-24')).toBe('sent');
    expect(invoiceStatusOf('paid', '2026-11-20', '2026-11-24')).toBe('paid');
    expect(invoiceStatusOf('draft', '2026-11-20', '2026-11-24')).toBe('draft');
  });
});
