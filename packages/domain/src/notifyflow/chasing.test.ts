import { describe, expect, it } from 'vitest';
import { expectedReplyBy, formatNzd, isChaseOverdue, isPastNzDate, smallEstateRuleText } from './chasing.js';

describe('chasing', () => {
  it('expects an answer within the reply time in business days from the New Zealand dispatch date', () => {
    // Thursday 2 April 2026, 10:00 in New Zealand: Good Friday and Easter Monday are skipped.
    expect(expectedReplyBy(new Date('2026-04-01T21:00:00Z'), 5)).toBe('2026-04-13');
    expect(expectedReplyBy(null, 5)).toBeNull();
  });

  it('is past a date only once that whole New Zealand day is over', () => {
    expect(isPastNzDate('2026-04-13', new Date('2026-04-13T11:59:00Z'))).toBe(false); // 23:59 NZST
    expect(isPastNzDate('2026-04-13', new Date('2026-04-13T12:00:00Z'))).toBe(true);
  });

  it('is overdue a second period after the reminder, unless acknowledged', () => {
    const remindedAt = new Date('2026-04-13T22:00:00Z'); // Tuesday 14 April in New Zealand
    expect(isChaseOverdue({ remindedAt, acknowledgedAt: null }, 5, new Date('2026-04-21T11:00:00Z'))).toBe(
      false,
    );
    expect(isChaseOverdue({ remindedAt, acknowledgedAt: null }, 5, new Date('2026-04-21T12:30:00Z'))).toBe(
      true,
    );
    expect(isChaseOverdue({ remindedAt, acknowledgedAt: remindedAt }, 5, new Date('2027-01-01'))).toBe(false);
    expect(isChaseOverdue({ remindedAt: null, acknowledgedAt: null }, 5, new Date('2027-01-01'))).toBe(false);
  });

  it('says the small-estate rule in dollars, exactly', () => {
    expect(formatNzd(4_000_000)).toBe('$40,000');
    expect(formatNzd(123_456_78)).toBe('$123,456.78');
    expect(formatNzd(5)).toBe('$0.05');
    expect(
      smallEstateRuleText({
        limitCents: 4_000_000,
        requirements: ['indemnity_form', 'certified_id'],
        note: null,
      }),
    ).toBe(
      'Releases up to $40,000 without probate; asks for: Their indemnity form, signed; certified ID of the person asking, under 3 months old.',
    );
    expect(smallEstateRuleText({ limitCents: 1_500_000, requirements: [], note: null })).toBe(
      'Releases up to $15,000 without probate.',
    );
  });
});
