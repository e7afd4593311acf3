import type { HelpArticleSearchEntry } from './articles';
import { fold } from './fold';

/**
 * Every article's front matter and text, for the Help Center (a dashboard chunk; the public pages
 * never import this). Ordered by category, then title, as the build sorts them.
 */
const entries = import.meta.glob<HelpArticleSearchEntry>('/src/content/help/*.md', {
  query: '?search',
  import: 'default',
  eager: true,
});

export const HELP_SEARCH_INDEX: readonly HelpArticleSearchEntry[] = Object.values(entries).sort((a, b) =>
  a.title.localeCompare(b.title, 'en-NZ'),
);

/** The articles whose title, excerpt or text contain every word of `query` (any case, macrons or not). */
export function searchHelpArticles(
  query: string,
  index: readonly HelpArticleSearchEntry[] = HELP_SEARCH_INDEX,
): HelpArticleSearchEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...index];
  const scored = index
    .map((entry) => {
      const title = fold(entry.title);
      const haystack = `${title} ${fold(entry.excerpt)} ${fold(entry.text)}`;
      if (!words.every((w) => haystack.includes(w))) return null;
      // Title matches first, then excerpt matches, then body-only matches.
      const score =
        words.filter((w) => title.includes(w)).length * 10 +
        words.filter((w) => fold(entry.excerpt).includes(w)).length;
      return { entry, score };
    })
    .filter((s): s is { entry: HelpArticleSearchEntry; score: number } => s !== null);
  return scored.sort((a, b) => b.score - a.score).map((s) => s.entry);
}
