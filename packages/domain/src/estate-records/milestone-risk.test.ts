import { describe, expect, it } from 'vitest';
import { completeFirstMessage, dependencyCycle, milestoneInputSchema } from './milestone.js';
import { riskLevel } from './risk.js';

describe('riskLevel (spec 2 §4)', () => {
  it('is high only when impact and likelihood are both high, low only when both are low', () => {
    const levels = ['high', 'medium', 'low'] as const;
    const table = levels.map((impact) => levels.map((likelihood) => riskLevel(impact, likelihood)));
    expect(table).toEqual([
      ['high', 'medium', 'medium'],
      ['medium', 'medium', 'medium'],
      ['medium', 'medium', 'low'],
    ]);
  });
});

describe('milestone dependencies', () => {
  // a depends on b, b on c; d stands alone.
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', []],
    ['d', []],
  ]);

  it('finds the dependency that would lead back to the milestone', () => {
    expect(dependencyCycle(graph, 'c', ['a'])).toBe('a');
    expect(dependencyCycle(graph, 'c', ['d', 'b'])).toBe('b');
    expect(dependencyCycle(graph, 'a', ['a'])).toBe('a');
  });

  it('finds none when the dependencies never come back', () => {
    expect(dependencyCycle(graph, 'a', ['c', 'd'])).toBeNull();
    expect(dependencyCycle(graph, 'new', ['a', 'b'])).toBeNull();
    expect(dependencyCycle(graph, 'd', [])).toBeNull();
  });

  it('names the milestone to complete first', () => {
    expect(completeFirstMessage('Grant of probate issued')).toBe(
      'Complete “Grant of probate issued” first: this milestone depends on it.',
    );
  });

  it('takes ids of other milestones only', () => {
    const base = { title: 'X', status: 'pending', priority: 'high' };
    expect(milestoneInputSchema.safeParse({ ...base, dependsOn: ['nope'] }).success).toBe(false);
    expect(milestoneInputSchema.safeParse({ ...base, assigneeId: 'someone' }).success).toBe(false);
    expect(milestoneInputSchema.safeParse({ ...base, assigneeId: '', dependsOn: [] }).success).toBe(true);
  });
});
