import { describe, expect, it } from 'vitest';
import { DASHBOARD_FAQ, FAQ_CATEGORIES, HELP_CATEGORIES, helpArticleFrontMatterSchema } from './help.js';

describe('help content', () => {
  it('has exactly the spec’s FAQ categories, each with at least five questions', () => {
    expect(FAQ_CATEGORIES).toEqual(['General Questions', 'Executor Responsibilities', 'Technical Support']);
    expect(new Set(DASHBOARD_FAQ.map((e) => e.category))).toEqual(new Set(FAQ_CATEGORIES));
    for (const category of FAQ_CATEGORIES) {
      expect(DASHBOARD_FAQ.filter((e) => e.category === category).length, category).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(DASHBOARD_FAQ.map((e) => e.id)).size).toBe(DASHBOARD_FAQ.length);
  });

  it('has the Help Center’s three categories and refuses another in an article', () => {
    expect(HELP_CATEGORIES).toEqual(['Getting Started', 'Document Management', 'Support & Contact']);
    const front = {
      title: 'A title',
      category: 'Getting Started',
      excerpt: 'Long enough to be an excerpt.',
      updated: '2026-11-24',
    };
    expect(helpArticleFrontMatterSchema.safeParse(front).success).toBe(true);
    const wrong = helpArticleFrontMatterSchema.safeParse({ ...front, category: 'Billing' });
    expect(wrong.error?.issues[0]?.path).toEqual(['category']);
    expect(helpArticleFrontMatterSchema.safeParse({ ...front, author: 'x' }).success).toBe(false);
  });
});
