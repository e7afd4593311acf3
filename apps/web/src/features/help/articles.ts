import type { HelpArticleFrontMatter, HelpCategory } from '@estate/domain';

/**
 * The help articles: Markdown files in `src/content/help/`, turned into modules at build time by
 * `vite-plugins/help-articles.ts` (decision 026). Nothing here parses Markdown.
 */

/** An article's front matter and address part. */
export type HelpArticleMeta = HelpArticleFrontMatter & { slug: string };

/** What an article's page shows: its HTML (rendered at build time) and the others in its category. */
export type HelpArticle = HelpArticleMeta & {
  updatedLabel: string;
  html: string;
  related: readonly { slug: string; title: string; excerpt: string }[];
};

/** An article as the Help Center searches it: front matter and the body as plain text. */
export type HelpArticleSearchEntry = HelpArticleMeta & { text: string };

const slugOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.md'.length);

// Lazy: each article is its own small chunk, loaded when its page opens.
const articleModules = import.meta.glob<HelpArticle>('/src/content/help/*.md', {
  query: '?article',
  import: 'default',
});

/** slug → loads the article; the router makes one page per entry, so any other slug is not found. */
export const HELP_ARTICLE_LOADERS: ReadonlyMap<string, () => Promise<HelpArticle>> = new Map(
  Object.entries(articleModules).map(([file, load]) => [slugOf(file), load]),
);

/** A category's anchor on the Help Center ("Support & Contact" → support-contact). */
export function categoryAnchor(category: HelpCategory): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
