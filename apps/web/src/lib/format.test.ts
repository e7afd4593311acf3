import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatDateTime, setDisplayTimeZone } from './format';

describe('formatCents', () => {
  it('shows integer cents as New Zealand dollars without float rounding', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-8000)).toBe('-$80.00');
    // 0.1 + 0.2 style amounts: 1,000,000,000,000.07 stays exact.
    expect(formatCents(100_000_000_000_007)).toBe('$1,000,000,000,000.07');
    expect(formatCents(null)).toBe('N/A');
  });
});

describe("moments in the person's time zone", () => {
  const moment = '2026-11-24T20:05:00Z';
  it('shows New Zealand time until another zone is chosen, then that zone with its abbreviation', () => {
    setDisplayTimeZone(null);
    expect(formatDateTime(moment)).toBe('25 Nov 2026, 9:05 am');
    expect(formatDate(moment)).toBe('25 Nov 2026');
    setDisplayTimeZone('America/New_York');
    expect(formatDateTime(moment)).toBe('24 Nov 2026, 3:05 pm EST');
    expect(formatDate(moment)).toBe('24 Nov 2026');
    // A calendar date has no time zone: the same everywhere.
    expect(formatDate('2026-11-25')).toBe('25 Nov 2026');
    setDisplayTimeZone('Not/AZone');
    expect(formatDateTime(moment)).toBe('25 Nov 2026, 9:05 am');
    setDisplayTimeZone('Pacific/Auckland');
  });
});
