import { describe, expect, it } from 'vitest';
import { nzBusinessDaysBetween } from '../daily/business-days.js';
import { publicResponseTimes, type NoticeTiming } from './organisation-api.js';

/** Noon in New Zealand (NZDT, UTC+13) on an ISO date. */
const nz = (date: string) => new Date(`${date}T12:00:00+13:00`);

describe('New Zealand business days between two moments', () => {
  it('counts by New Zealand dates, skipping weekends and public holidays', () => {
    expect(nzBusinessDaysBetween(nz('2026-12-07'), nz('2026-12-07'))).toBe(0);
    // Friday 11 December to Monday 14 December: one business day.
    expect(nzBusinessDaysBetween(nz('2026-12-11'), nz('2026-12-14'))).toBe(1);
    // Thursday 24 December to Tuesday 29 December: Christmas (Fri), the weekend, and Boxing Day
    // observed on Monday 28 December fall between, so Tuesday is the first business day.
    expect(nzBusinessDaysBetween(nz('2026-12-24'), nz('2026-12-29'))).toBe(1);
    // 11:30 pm on Sunday in New Zealand is still Sunday, though Monday has begun nowhere else.
    expect(nzBusinessDaysBetween(nz('2026-12-11'), new Date('2026-12-13T10:30:00Z'))).toBe(0);
    expect(nzBusinessDaysBetween(nz('2026-12-14'), nz('2026-12-11'))).toBe(0);
  });
});

describe('the public response times', () => {
  const notice = (
    institutionId: string,
    sent: string,
    answered: string | null,
    promised = 5,
  ): NoticeTiming => ({
    institutionId,
    organisation: institutionId.toUpperCase(),
    promisedBusinessDays: promised,
    dispatchedAt: nz(sent),
    firstAnswerAt: answered ? nz(answered) : null,
  });
  const now = nz('2026-12-07');

  it('shows an organisation only from five answers, with its median, 90th percentile and share in time', () => {
    const rows = [
      // ANZ: answered in 1, 2, 3, 4 and 8 business days; one unanswered and overdue, one not yet due.
      notice('anz', '2026-11-02', '2026-11-03'),
      notice('anz', '2026-11-02', '2026-11-04'),
      notice('anz', '2026-11-02', '2026-11-05'),
      notice('anz', '2026-11-02', '2026-11-06'),
      notice('anz', '2026-11-02', '2026-11-12'),
      notice('anz', '2026-11-02', null),
      notice('anz', '2026-12-04', null),
      // ASB: four answers only, not shown.
      ...['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'].map((d) => notice('asb', '2026-11-02', d)),
    ];
    expect(publicResponseTimes(rows, now, nzBusinessDaysBetween)).toEqual([
      {
        organisation: 'ANZ',
        answers: 5,
        medianBusinessDays: 3,
        // The 90th percentile between 4 and 8: 4 + 0.6 × 4.
        p90BusinessDays: 6.4,
        promisedBusinessDays: 5,
        // Four of the six that are due were answered within 5 business days.
        withinPromisePercent: 67,
      },
    ]);
  });
});
