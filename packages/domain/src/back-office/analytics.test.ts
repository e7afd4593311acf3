import { describe, expect, it } from 'vitest';
import { analyticsWindow, basisPointsOf, formatMillions, lastMonths, wholePercent } from './analytics.js';

describe('analytics periods', () => {
  it('week is the last seven days, touching one or two months', () => {
    expect(analyticsWindow('week', '2026-07-20')).toEqual({
      from: '2026-07-14',
      to: '2026-07-20',
      months: ['2026-07'],
    });
    expect(analyticsWindow('week', '2026-07-03').months).toEqual(['2026-06', '2026-07']);
  });

  it('month, quarter and year are whole calendar months up to today', () => {
    expect(analyticsWindow('month', '2026-07-20')).toEqual({
      from: '2026-07-01',
      to: '2026-07-20',
      months: ['2026-07'],
    });
    expect(analyticsWindow('quarter', '2026-02-10')).toEqual({
      from: '2025-12-01',
      to: '2026-02-10',
      months: ['2025-12', '2026-01', '2026-02'],
    });
    const year = analyticsWindow('year', '2026-07-20');
    expect(year.from).toBe('2025-08-01');
    expect(year.months).toHaveLength(12);
    expect(year.months.at(-1)).toBe('2026-07');
    expect(lastMonths('2026-01-31', 2)).toEqual(['2025-12', '2026-01']);
  });
});

describe('analytics arithmetic', () => {
  it('rounds percentages half up without floats, and shows millions to one decimal', () => {
    expect(wholePercent(1, 3)).toBe(33);
    expect(wholePercent(2, 3)).toBe(67);
    expect(wholePercent(1, 2)).toBe(50);
    expect(wholePercent(0, 0)).toBe(0);
    expect(basisPointsOf(1, 3)).toBe(3333);
    expect(basisPointsOf(90_071_992_547_409, 100_000_000_000_000)).toBe(9007);
    expect(formatMillions(240_000_000)).toBe('$2.4M');
    expect(formatMillions(48_000_000)).toBe('$0.5M');
    expect(formatMillions(244_999_999)).toBe('$2.4M');
    expect(formatMillions(245_000_000)).toBe('$2.5M');
    expect(formatMillions(0)).toBe('$0.0M');
  });
});
