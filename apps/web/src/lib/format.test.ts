import { describe, expect, it } from 'vitest';
import { formatCents } from './format';

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
