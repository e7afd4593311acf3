import { describe, expect, it } from 'vitest';
import { nextRunAfter, reportInputSchema } from './report.js';

const next = (frequency: Parameters<typeof nextRunAfter>[0], from: string) =>
  nextRunAfter(frequency, new Date(from))?.toISOString() ?? null;

describe('nextRunAfter (7am in New Zealand)', () => {
  it('weekly: the next Monday at 7am', () => {
    // Wednesday 25 November 2026, 1pm NZDT → Monday 30 November, 7am NZDT (UTC+13).
    expect(next('weekly', '2026-11-25T00:00:00Z')).toBe('2026-11-29T18:00:00.000Z');
    // Monday 30 November at 6am NZDT: later that morning.
    expect(next('weekly', '2026-11-29T17:00:00Z')).toBe('2026-11-29T18:00:00.000Z');
    // At 7am exactly: a week on.
    expect(next('weekly', '2026-11-29T18:00:00Z')).toBe('2026-12-06T18:00:00.000Z');
  });

  it('weekly across the start of daylight saving (Sunday 27 September 2026)', () => {
    // Saturday 26 September, midnight NZST (UTC+12) → Monday 28 September, 7am NZDT (UTC+13).
    expect(next('weekly', '2026-09-25T12:00:00Z')).toBe('2026-09-27T18:00:00.000Z');
  });

  it('monthly: the 1st at 7am, across the year end', () => {
    expect(next('monthly', '2026-11-25T00:00:00Z')).toBe('2026-11-30T18:00:00.000Z');
    expect(next('monthly', '2026-12-15T00:00:00Z')).toBe('2026-12-31T18:00:00.000Z');
    // 1 May 2026 is in standard time (UTC+12).
    expect(next('monthly', '2026-04-20T00:00:00Z')).toBe('2026-04-30T19:00:00.000Z');
  });

  it('quarterly: 1 January, April, July and October at 7am', () => {
    expect(next('quarterly', '2026-05-10T00:00:00Z')).toBe('2026-06-30T19:00:00.000Z');
    expect(next('quarterly', '2026-11-25T00:00:00Z')).toBe('2026-12-31T18:00:00.000Z');
    // 1 April 2027 is still daylight time (it ends on 4 April).
    expect(next('quarterly', '2027-02-01T00:00:00Z')).toBe('2027-03-31T18:00:00.000Z');
    // On the day before 7am: that morning.
    expect(next('quarterly', '2026-09-30T17:00:00Z')).toBe('2026-09-30T18:00:00.000Z');
  });

  it('a one-time report is never scheduled', () => {
    expect(next('one-time', '2026-11-25T00:00:00Z')).toBeNull();
  });
});

describe('reportInputSchema', () => {
  const base = { name: 'Monthly money', type: 'financials', format: 'pdf', estate: '' };

  it('a scheduled report needs a recipient; a one-time one does not', () => {
    const scheduled = reportInputSchema.safeParse({ ...base, frequency: 'monthly', recipients: [] });
    expect(scheduled.success).toBe(false);
    expect(scheduled.error?.issues[0]).toMatchObject({
      path: ['recipients'],
      message: 'A scheduled report needs at least one recipient',
    });
    expect(reportInputSchema.safeParse({ ...base, frequency: 'one-time', recipients: [] }).success).toBe(
      true,
    );
  });

  it('names a recipient that is not an email address', () => {
    const res = reportInputSchema.safeParse({
      ...base,
      frequency: 'weekly',
      recipients: ['ana@example.nz', 'not-an-email'],
    });
    expect(res.error?.issues[0]).toMatchObject({
      path: ['recipients'],
      message: 'Please enter a valid email address: not-an-email',
    });
  });
});
