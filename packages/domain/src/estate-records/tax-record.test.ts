import { describe, expect, it } from 'vitest';
import { TAX_TYPES, taxRecordInputSchema, taxStatusOf } from './tax-record.js';

describe('a tax record’s status', () => {
  const today = '2027-07-08';

  it('is overdue past its due date unless paid, whether pending or submitted', () => {
    expect(taxStatusOf({ status: 'pending', dueDate: '2027-07-07' }, today)).toBe('overdue');
    expect(taxStatusOf({ status: 'submitted', dueDate: '2027-07-07' }, today)).toBe('overdue');
    expect(taxStatusOf({ status: 'paid', dueDate: '2027-07-07' }, today)).toBe('paid');
  });

  it('is as stored on its due date, before it, and without one', () => {
    expect(taxStatusOf({ status: 'pending', dueDate: today }, today)).toBe('pending');
    expect(taxStatusOf({ status: 'submitted', dueDate: '2027-07-09' }, today)).toBe('submitted');
    expect(taxStatusOf({ status: 'pending', dueDate: null }, today)).toBe('pending');
  });
});

describe('the tax types', () => {
  it('are New Zealand’s: no estate duty since 1993', () => {
    expect(TAX_TYPES.map((t) => t.value)).toEqual(['ir3', 'ir6', 'gst', 'provisional', 'other']);
    const duty = taxRecordInputSchema.safeParse({
      reference: 'SAMPLE-1',
      type: 'estate_duty',
      amount: '10',
      status: 'pending',
    });
    expect(duty.success).toBe(false);
    expect(duty.error?.issues.map((i) => i.path.join('.'))).toEqual(['type']);
  });
});
