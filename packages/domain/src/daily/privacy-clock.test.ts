import { describe, expect, it } from 'vitest';
import { isPrivacyActWorkingDay, privacyActDueDate, privacyActWorkingDaysLeft } from './business-days.js';

describe('Privacy Act 2020 working days (s 7)', () => {
  it('leave out the summer close-down, 25 December to 15 January inclusive', () => {
    expect(isPrivacyActWorkingDay('2026-12-24')).toBe(true);
    expect(isPrivacyActWorkingDay('2026-12-29')).toBe(false); // a Tuesday, not a public holiday
    expect(isPrivacyActWorkingDay('2027-01-04')).toBe(false); // a Monday
    expect(isPrivacyActWorkingDay('2027-01-15')).toBe(false); // a Friday, the last day closed
    expect(isPrivacyActWorkingDay('2027-01-18')).toBe(true); // the first Monday after
  });

  it('leave out weekends, the national holidays and Mondayised Waitangi and ANZAC Days', () => {
    expect(isPrivacyActWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isPrivacyActWorkingDay('2026-04-27')).toBe(false); // ANZAC Day (observed), Monday
    expect(isPrivacyActWorkingDay('2027-02-08')).toBe(false); // Waitangi Day 2027 is a Saturday
    expect(isPrivacyActWorkingDay('2026-06-01')).toBe(false); // King's Birthday
    expect(isPrivacyActWorkingDay('2026-10-26')).toBe(false); // Labour Day
    expect(isPrivacyActWorkingDay('2026-10-27')).toBe(true);
  });
});

describe('the 20-working-day clock (s 44)', () => {
  it('counts 20 working days after an ordinary day of receipt', () => {
    // Wednesday 4 November 2026: four weeks, no holiday between.
    expect(privacyActDueDate('2026-11-04')).toBe('2026-12-02');
  });

  it('stops over the summer close-down for a request on 20 December', () => {
    // Sunday 20 Dec 2026: 21–24 Dec are days 1–4; 25 Dec–15 Jan do not count; 18 Jan 2027 is day 5;
    // day 19 is Friday 5 February; Waitangi Day falls on Saturday 6 Feb and is observed Monday 8 Feb,
    // so day 20 is Tuesday 9 February.
    expect(privacyActDueDate('2026-12-20')).toBe('2027-02-09');
    // Received on Thursday 24 December, the last working day before the close-down: day 1 is
    // 18 January, days 11–15 are 1–5 February, 8 February is off, day 20 is Monday 15 February.
    expect(privacyActDueDate('2026-12-24')).toBe('2027-02-15');
  });

  it('skips Waitangi Day for a request on the Friday before it', () => {
    // Friday 29 January 2027: Mon 1 – Fri 5 Feb are days 1–5, Mon 8 Feb (Waitangi observed) is off.
    expect(privacyActDueDate('2027-01-29')).toBe('2027-03-01');
    // Friday 30 January 2026, Waitangi Day Friday 6 Feb 2026: days 1–4 then 9 Feb onwards.
    expect(privacyActDueDate('2026-01-30')).toBe('2026-03-02');
  });

  it('skips Good Friday and Easter Monday', () => {
    // Wednesday 1 April 2026; Good Friday 3 April and Easter Monday 6 April are not counted,
    // nor ANZAC Day observed on Monday 27 April.
    expect(privacyActDueDate('2026-04-01')).toBe('2026-05-04');
  });

  it('skips Matariki', () => {
    // Thursday 2 July 2026; Matariki is Friday 10 July 2026.
    expect(privacyActDueDate('2026-07-02')).toBe('2026-07-31');
    // The same request in a week with no holiday takes exactly four weeks.
    expect(privacyActDueDate('2026-08-06')).toBe('2026-09-03');
  });

  it('gives the working days left, 0 on the due date and below 0 once overdue', () => {
    expect(privacyActWorkingDaysLeft('2026-11-04', '2026-12-02')).toBe(20);
    expect(privacyActWorkingDaysLeft('2026-11-27', '2026-12-02')).toBe(3); // Fri → Mon, Tue, Wed
    expect(privacyActWorkingDaysLeft('2026-12-02', '2026-12-02')).toBe(0);
    expect(privacyActWorkingDaysLeft('2026-12-03', '2026-12-02')).toBe(-1);
    expect(privacyActWorkingDaysLeft('2026-12-07', '2026-12-02')).toBe(-3); // Thu, Fri, Mon
    // Over the close-down nothing is counted.
    expect(privacyActWorkingDaysLeft('2026-12-24', '2027-01-18')).toBe(1);
    expect(privacyActWorkingDaysLeft('2026-12-20', privacyActDueDate('2026-12-20'))).toBe(20);
  });
});
