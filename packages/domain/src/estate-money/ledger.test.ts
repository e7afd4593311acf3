import { describe, expect, it } from 'vitest';
import { auditEventDetails } from '../back-office/audit.js';
import { timelineEntry } from '../estates/timeline.js';
import { distributionLock, inClosedPeriod, reversalInputSchema, transactionLock } from './ledger.js';

const typed = { source: 'manual', occurredOn: '2026-07-01', reversesId: null, isReversed: false };
const paid = { status: 'paid', completedDate: '2026-07-01', reversesId: null, isReversed: false };

describe('what the books keep (decision 070)', () => {
  it('keeps a transaction from a bank statement, a reversal, a reversed one and one in a closed period', () => {
    expect(transactionLock(typed, null)).toBeNull();
    expect(transactionLock({ ...typed, source: 'import' }, null)).toContain('Record a reversal instead');
    expect(transactionLock({ ...typed, reversesId: 'x' }, null)).toContain('This is a reversal');
    expect(transactionLock({ ...typed, isReversed: true }, null)).toContain('has been reversed');
    expect(transactionLock(typed, '2026-07-01')).toContain('closed through 1 July 2026');
    expect(transactionLock(typed, '2026-06-30')).toBeNull();
  });

  it('keeps a paid distribution; a planned one in a closed period is not money moved', () => {
    expect(distributionLock(paid, null)).toContain('has been paid');
    expect(distributionLock({ ...paid, status: 'planned', completedDate: null }, '2026-12-31')).toBeNull();
    expect(distributionLock(paid, '2026-07-31')).toContain('The books are closed');
  });

  it('compares dates as the calendar does', () => {
    expect(inClosedPeriod('2026-03-31', '2026-03-31')).toBe(true);
    expect(inClosedPeriod('2026-04-01', '2026-03-31')).toBe(false);
    expect(inClosedPeriod(null, '2026-03-31')).toBe(false);
  });

  it('asks for a reason in words, naming the field once', () => {
    const empty = reversalInputSchema.safeParse({ reason: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => i.path.join('.'))).toEqual(['reason']);
    expect(reversalInputSchema.safeParse({ reason: 'Entered twice', date: '' }).success).toBe(true);
  });
});

describe('the trail of a correction', () => {
  it('reads as a sentence on the timeline and in the audit log, with the reason', () => {
    expect(timelineEntry('transaction.reversed', { name: 'Rent', reason: 'Entered twice' })).toMatchObject({
      title: 'Transaction reversed',
      description: '“Rent”: Entered twice',
    });
    expect(timelineEntry('estate.books_closed', { throughDate: '2026-03-31' }).description).toBe(
      'Entries dated on or before 31 March 2026 are kept as they are',
    );
    const ctx = { deceasedName: 'Hēmi Te Rangi', subjectName: null };
    expect(auditEventDetails('estate.books_reopened', { reason: 'Late statement' }, ctx)).toBe(
      'Books of the Estate of Hēmi Te Rangi reopened: Late statement',
    );
    expect(
      auditEventDetails('distribution.reversed', { name: 'Interim distribution', reason: 'Bounced' }, ctx),
    ).toBe('Distribution “Interim distribution” reversed in the Estate of Hēmi Te Rangi: Bounced');
  });
});
