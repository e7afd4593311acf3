import { describe, expect, it } from 'vitest';
import { workingDaysText } from './working-days-text';

describe('the working days of a privacy request, in words', () => {
  it('says how many are left, that it is due today, or by how many it is overdue', () => {
    expect(workingDaysText(20)).toBe('20 working days left');
    expect(workingDaysText(1)).toBe('1 working day left');
    expect(workingDaysText(0)).toBe('Due today');
    expect(workingDaysText(-1)).toBe('Overdue by 1 working day');
    expect(workingDaysText(-3)).toBe('Overdue by 3 working days');
  });
});
