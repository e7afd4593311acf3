import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../dates.js';
import { ANALYTICS_PERIOD_LABELS, ANALYTICS_PERIODS, analyticsWindow } from './analytics.js';

/*
 * Analytics › Period (issue 42 item 14): the words shown beside the dates ("Showing … (from – to)")
 * say what the dates are. A label that says "Last N days/months" must start N days/months ago to the
 * day; one that names calendar months must cover exactly those months.
 */

const todays = ['2026-12-07', '2026-07-15', '2027-01-01', '2027-03-31'];

describe('analytics period labels agree with their dates', () => {
  it.each(todays)('on %s, every period label describes its window', (today) => {
    for (const period of ANALYTICS_PERIODS) {
      const label = ANALYTICS_PERIOD_LABELS[period];
      const { from, to, months } = analyticsWindow(period, today);
      expect(to, label).toBe(today);
      const last = /^Last (\d+) (days|months)$/.exec(label);
      const before = /^This month and the (\d+) before$/.exec(label);
      if (last) {
        const n = Number(last[1]);
        expect(from, label).toBe(
          last[2] === 'days' ? addDays(today, 1 - n) : addDays(addMonths(today, -n), 1),
        );
      } else if (before) {
        expect(months, label).toHaveLength(Number(before[1]) + 1);
        expect(from, label).toBe(`${months[0]}-01`);
      } else {
        expect(label).toBe('This month so far');
        expect(from).toBe(`${today.slice(0, 7)}-01`);
      }
    }
  });
});
