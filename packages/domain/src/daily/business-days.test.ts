import { describe, expect, it } from 'vitest';
import {
  addNzBusinessDays,
  easterSunday,
  isNzBusinessDay,
  nzBusinessDaysAfter,
  nzPublicHolidays,
} from './business-days.js';

const datesOf = (year: number) => nzPublicHolidays(year).map((h) => h.date);
const named = (year: number, name: string) =>
  nzPublicHolidays(year)
    .filter((h) => h.name.startsWith(name))
    .map((h) => h.date);

describe('Easter', () => {
  it.each([
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('falls in %i on %s, with Good Friday and Easter Monday around it', (year, sunday) => {
    expect(easterSunday(year)).toBe(sunday);
    expect(named(year, 'Good Friday')).toHaveLength(1);
    expect(named(year, 'Easter Monday')).toHaveLength(1);
  });

  it('2026: Good Friday 3 April and Easter Monday 6 April', () => {
    expect(named(2026, 'Good Friday')).toEqual(['2026-04-03']);
    expect(named(2026, 'Easter Monday')).toEqual(['2026-04-06']);
  });
});

describe('the national public holidays', () => {
  it('of 2026, in order, each on the day taken', () => {
    expect(nzPublicHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-02', name: "Day after New Year's Day" },
      { date: '2026-02-06', name: 'Waitangi Day' },
      { date: '2026-04-03', name: 'Good Friday' },
      { date: '2026-04-06', name: 'Easter Monday' },
      // 25 April 2026 is a Saturday.
      { date: '2026-04-27', name: 'ANZAC Day (observed)' },
      { date: '2026-06-01', name: "King's Birthday" },
      { date: '2026-07-10', name: 'Matariki' },
      { date: '2026-10-26', name: 'Labour Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
      // 26 December 2026 is a Saturday.
      { date: '2026-12-28', name: 'Boxing Day (observed)' },
    ]);
  });

  it('Christmas 2027 on a Saturday: Monday 27 and Tuesday 28 December are the days off', () => {
    expect(named(2027, 'Christmas')).toEqual(['2027-12-27']);
    expect(named(2027, 'Boxing')).toEqual(['2027-12-28']);
    expect(isNzBusinessDay('2027-12-24')).toBe(true);
    expect(isNzBusinessDay('2027-12-27')).toBe(false);
    expect(isNzBusinessDay('2027-12-28')).toBe(false);
    expect(isNzBusinessDay('2027-12-29')).toBe(true);
  });

  it('Christmas 2022 on a Sunday: Boxing Day stays on Monday 26 and Christmas moves to Tuesday 27', () => {
    expect(nzPublicHolidays(2022).filter((h) => h.date >= '2022-12-01')).toEqual([
      { date: '2022-12-26', name: 'Boxing Day' },
      { date: '2022-12-27', name: 'Christmas Day (observed)' },
    ]);
  });

  it("New Year's Day on a Saturday (2022) and on a Sunday (2023), and 2 January on a Saturday (2027)", () => {
    expect(datesOf(2022).slice(0, 2)).toEqual(['2022-01-03', '2022-01-04']);
    expect(nzPublicHolidays(2023).slice(0, 2)).toEqual([
      { date: '2023-01-02', name: "Day after New Year's Day" },
      { date: '2023-01-03', name: "New Year's Day (observed)" },
    ]);
    expect(datesOf(2027).slice(0, 2)).toEqual(['2027-01-01', '2027-01-04']);
  });

  it('Waitangi Day and ANZAC Day on a weekend move to the Monday', () => {
    expect(named(2027, 'Waitangi')).toEqual(['2027-02-08']); // Saturday 6 February
    expect(named(2027, 'ANZAC')).toEqual(['2027-04-26']); // Sunday 25 April
    expect(named(2025, 'ANZAC')).toEqual(['2025-04-25']); // a Friday: as it falls
  });

  it("King's Birthday is the first Monday of June and Labour Day the fourth Monday of October", () => {
    expect(named(2027, "King's Birthday")).toEqual(['2027-06-07']);
    expect(named(2027, 'Labour Day')).toEqual(['2027-10-25']);
    expect(named(2022, "Queen's Birthday")).toEqual(['2022-06-06']);
  });

  it("Matariki on the Act's dates, and none outside its schedule", () => {
    expect(named(2025, 'Matariki')).toEqual(['2025-06-20']);
    expect(named(2027, 'Matariki')).toEqual(['2027-06-25']);
    expect(named(2052, 'Matariki')).toEqual(['2052-06-21']);
    expect(named(2021, 'Matariki')).toEqual([]);
    expect(named(2053, 'Matariki')).toEqual([]);
    expect(isNzBusinessDay('2026-07-10')).toBe(false);
  });

  it('leave regional anniversary days out (Auckland Anniversary 2026 is Monday 26 January)', () => {
    expect(isNzBusinessDay('2026-01-26')).toBe(true);
  });
});

describe('business days', () => {
  it('skip weekends', () => {
    expect(isNzBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(isNzBusinessDay('2026-11-22')).toBe(false); // Sunday
    expect(addNzBusinessDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday → Monday
    expect(addNzBusinessDays('2026-11-20', 5)).toBe('2026-11-27');
    expect(addNzBusinessDays('2026-11-21', 1)).toBe('2026-11-23'); // from a Saturday
  });

  it('5 business days across Easter 2026 (from Thursday 2 April) end on Monday 13 April', () => {
    expect(addNzBusinessDays('2026-04-02', 5)).toBe('2026-04-13');
  });

  it('5 business days from 23 December 2026 skip Christmas, Boxing Day and New Year: 5 January 2027', () => {
    expect(addNzBusinessDays('2026-12-23', 5)).toBe('2027-01-05');
  });

  it('count backwards, and 0 is the date itself', () => {
    expect(addNzBusinessDays('2026-04-13', -5)).toBe('2026-04-02');
    expect(addNzBusinessDays('2026-04-04', 0)).toBe('2026-04-04');
  });

  it('from a moment, count from its New Zealand date', () => {
    // 11:30 UTC on Friday 20 November is already Saturday in New Zealand (NZDT, UTC+13).
    expect(nzBusinessDaysAfter(new Date('2026-11-20T11:30:00Z'), 1)).toBe('2026-11-23');
    expect(nzBusinessDaysAfter(new Date('2026-11-19T20:00:00Z'), 1)).toBe('2026-11-23');
    expect(nzBusinessDaysAfter(new Date('2026-11-19T10:00:00Z'), 1)).toBe('2026-11-20');
  });
});
