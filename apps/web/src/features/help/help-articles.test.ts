import { HELP_CATEGORIES } from '@estate/domain';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { helpArticleModule, parseHelpArticle, readHelpArticles } from '../../../vite-plugins/help-articles';
import { searchHelpArticles } from './search-index';

const dir = fileURLToPath(new URL('../../content/help', import.meta.url));
const articles = readHelpArticles(dir);

describe('help articles', () => {
  it('are at least 12, each with valid front matter, a unique slug and rendered HTML', () => {
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    for (const a of articles) {
      expect(HELP_CATEGORIES, a.slug).toContain(a.category);
      expect(a.html, a.slug).toMatch(/<h2>|<p>/);
      expect(a.text.length, a.slug).toBeGreaterThan(500);
    }
    // Every category of the Help Center has articles.
    expect(new Set(articles.map((a) => a.category))).toEqual(new Set(HELP_CATEGORIES));
  });

  it('link only to articles that exist', () => {
    const slugs = new Set(articles.map((a) => a.slug));
    for (const a of articles) {
      for (const [, slug] of a.html.matchAll(/href="\/help\/articles\/([^"#]+)"/g)) {
        expect(slugs, `${a.slug} links to ${slug}`).toContain(slug);
      }
    }
  });

  it('state the statutory facts as the facts file gives them', () => {
    const text = (slug: string) => articles.find((a) => a.slug === slug)!.text;
    expect(text('small-estates-and-s65')).toContain('$40,000 per organisation');
    expect(text('small-estates-and-s65')).toContain('24 September 2025');
    expect(text('statutory-clocks')).toMatch(/six months after the grant/i);
    expect(text('statutory-clocks')).toContain('12 months of the grant');
    expect(text('statutory-clocks')).toContain('lapses three months after it is given');
    expect(text('statutory-clocks')).toContain('not legal advice');
    expect(text('inviting-people')).toContain('expires in 14 days');
  });

  it('refuse raw HTML, an unknown category and missing front matter', () => {
    const front =
      '---\ntitle: T\ncategory: Getting Started\nexcerpt: An excerpt long enough.\nupdated: 2026-11-24\n---\n';
    expect(parseHelpArticle('ok.md', `${front}Hello **there**.`).html).toBe(
      '<p>Hello <strong>there</strong>.</p>\n',
    );
    expect(() => parseHelpArticle('x.md', `${front}<script>alert(1)</script>`)).toThrow(/raw HTML/);
    expect(() => parseHelpArticle('x.md', `${front}Some <b>bold</b> text.`)).toThrow(/raw HTML/);
    expect(() => parseHelpArticle('x.md', front.replace('Getting Started', 'Billing'))).toThrow(/category/);
    expect(() => parseHelpArticle('x.md', 'No front matter')).toThrow(/front matter/);
    expect(() => parseHelpArticle('Bad Name.md', front)).toThrow(/slug/);
  });

  it('give an article page its related articles of the same category, not itself', () => {
    const code = helpArticleModule(articles, 'two-factor-sign-in', 'article');
    const article = JSON.parse(code.replace(/^export default /, '').replace(/;\n$/, '')) as {
      category: string;
      html: string;
      related: { slug: string }[];
    };
    expect(article.html).toContain('<h2>');
    expect(article.related.length).toBeGreaterThan(0);
    expect(article.related.map((r) => r.slug)).not.toContain('two-factor-sign-in');
    for (const r of article.related) {
      expect(articles.find((a) => a.slug === r.slug)?.category).toBe(article.category);
    }
  });

  it('are found by the Help Center search in title, excerpt and body', () => {
    const index = articles.map(({ html: _html, updatedLabel: _u, ...entry }) => entry);
    expect(searchHelpArticles('two-factor', index)[0]?.slug).toBe('two-factor-sign-in');
    // Body only, and without the macron.
    expect(searchHelpArticles('ngati', index).map((a) => a.slug)).toContain('opening-an-estate');
    expect(searchHelpArticles('onelaw export', index)[0]?.slug).toBe('exporting-for-onelaw');
    expect(searchHelpArticles('zzzz', index)).toEqual([]);
  });
});
