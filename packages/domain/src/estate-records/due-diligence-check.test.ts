import { describe, expect, it } from 'vitest';
import { completionDateFor, dueDiligenceCheckInputSchema, percentComplete } from './due-diligence-check.js';

describe('due diligence checks', () => {
  it('count progress as completed of total, rounded to a whole percent', () => {
    expect(percentComplete(0, 0)).toBe(0);
    expect(percentComplete(1, 3)).toBe(33);
    expect(percentComplete(2, 3)).toBe(67);
    expect(percentComplete(1, 8)).toBe(13);
    expect(percentComplete(7, 7)).toBe(100);
  });

  it('are dated today in New Zealand when completed without a date, and undated otherwise', () => {
    expect(completionDateFor('completed', '', '2026-05-04')).toBe('2026-05-04');
    expect(completionDateFor('completed', null, '2026-05-04')).toBe('2026-05-04');
    expect(completionDateFor('completed', '2026-04-30', '2026-05-04')).toBe('2026-04-30');
    expect(completionDateFor('in_progress', '2026-04-30', '2026-05-04')).toBeNull();
    expect(completionDateFor('not_applicable', null, '2026-05-04')).toBeNull();
  });

  it('take only http and https links', () => {
    const base = { name: 'LINZ title search', category: 'assets', status: 'pending', priority: 'high' };
    const link = (externalLink: string) => dueDiligenceCheckInputSchema.safeParse({ ...base, externalLink });
    expect(link('https://www.linz.govt.nz/products-services/titles').success).toBe(true);
    expect(link('').success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://files.example.nz/a', 'linz.govt.nz', 'https://']) {
      const result = link(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['externalLink']);
    }
  });
});
