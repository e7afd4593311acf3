import { describe, expect, it } from 'vitest';
import {
  nzToday,
  addMonths,
  dueDateOf,
  estateStatusTone,
  formatDollars,
  isSmallEstate,
  parseEstimatedValue,
  taskTemplate,
  workflowTypeOf,
} from './index.js';

describe('derived estate fields (spec 2 §5)', () => {
  it('reads free-text values with dollar signs, commas and spaces', () => {
    expect(parseEstimatedValue('$500,000')).toBe(500000);
    expect(parseEstimatedValue('500000')).toBe(500000);
    expect(parseEstimatedValue(' 450 000.50 ')).toBe(450000.5);
    expect(parseEstimatedValue('about half a million')).toBeNull();
    expect(parseEstimatedValue('')).toBeNull();
    expect(parseEstimatedValue('-5')).toBeNull();
  });

  it('a small estate is below 500000; unparseable is not small', () => {
    expect(isSmallEstate('$499,999')).toBe(true);
    expect(isSmallEstate('500000')).toBe(false);
    expect(isSmallEstate('$500,000')).toBe(false);
    expect(isSmallEstate('unknown')).toBe(false);
    expect(isSmallEstate(null)).toBe(false);
  });

  it('probate for a valid will, letters of administration otherwise', () => {
    expect(workflowTypeOf('Valid Will Exists')).toBe('probate');
    expect(workflowTypeOf('No Will (Intestate)')).toBe('letters_of_administration');
    expect(workflowTypeOf('Will Under Review')).toBe('letters_of_administration');
  });

  it('badge tones and money formatting', () => {
    expect([
      estateStatusTone('active'),
      estateStatusTone('pending'),
      estateStatusTone('closed'),
      estateStatusTone(null),
    ]).toEqual(['success', 'warning', 'error', 'error']);
    expect(formatDollars(1234567.5)).toBe('$1,234,567.50');
    expect(formatDollars(184.5)).toBe('$184.50');
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
    expect(formatDollars(40000)).toBe('$40,000');
    expect(formatDollars(null)).toBe('N/A');
  });
});

describe('the New Zealand task template', () => {
  const find = (items: ReturnType<typeof taskTemplate>, key: string) => items.find((i) => i.key === key)!;

  it('probate and letters of administration differ in their court steps', () => {
    const probate = taskTemplate('probate', false).map((i) => i.key);
    const loa = taskTemplate('letters_of_administration', false).map((i) => i.key);
    expect(probate).toContain('file-probate');
    expect(probate).toContain('original-will');
    expect(loa).toContain('file-administration');
    expect(loa).toContain('notice-of-choice');
    expect(loa).not.toContain('file-probate');
    expect(probate).not.toContain('s65-release');
    expect(taskTemplate('probate', true).map((i) => i.key)).toContain('s65-release');
  });

  it('counts from the date of death, and from the grant once it is recorded', () => {
    const items = taskTemplate('probate', false);
    const dates = { dateOfDeath: '2026-03-10', grantDate: null };
    expect(dueDateOf(find(items, 'death-certificates'), dates)).toBe('2026-03-20');
    expect(dueDateOf(find(items, 'file-probate'), dates)).toBe('2026-04-21');
    expect(dueDateOf(find(items, 's47-hold'), dates)).toBeNull();
    const granted = { dateOfDeath: '2026-03-10', grantDate: '2026-05-29' };
    expect(dueDateOf(find(items, 's47-hold'), granted)).toBe('2026-11-29');
    expect(dueDateOf(find(items, 'fpa-window'), granted)).toBe('2027-05-29');
    expect(dueDateOf(find(items, 'pra-option'), granted)).toBe('2026-11-29');
  });

  it('a small estate still counts the relationship-property option from the grant', () => {
    const item = find(taskTemplate('letters_of_administration', true), 'pra-option');
    expect(dueDateOf(item, { dateOfDeath: '2026-01-31', grantDate: null })).toBeNull();
    expect(dueDateOf(item, { dateOfDeath: '2026-01-31', grantDate: '2026-08-31' })).toBe('2027-02-28');
  });

  it('adds calendar months as the statutes do', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
  });
});

describe('dates in New Zealand', () => {
  it('today is the New Zealand date, not the server’s', () => {
    // 11 pm UTC on 22 November is 12 noon on 23 November in Auckland (NZDT, UTC+13).
    expect(nzToday(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
    // In winter (NZST, UTC+12), 11:59 am UTC is still 11:59 pm the same day.
    expect(nzToday(new Date('2026-06-15T11:59:00Z'))).toBe('2026-06-15');
  });
});
