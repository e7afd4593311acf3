/**
 * Help articles (`src/content/help/<slug>.md`) turned into modules at build time, so the browser
 * never downloads a Markdown parser: importing `<slug>.md?article` gives the article with its HTML
 * (rendered here by `marked`) and its related articles, `?meta` only its front matter, and
 * `?search` its front matter with the body as plain text for the Help Center's search.
 *
 * Each article starts with front matter between `---` lines (`key: value`, checked by the domain's
 * helpArticleFrontMatterSchema). Raw HTML in the Markdown stops the build: the content is ours, and
 * keeping it to Markdown keeps the pages' markup and styles consistent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  HELP_CATEGORIES,
  helpArticleFrontMatterSchema,
  helpArticleSlugSchema,
  nzLongDate,
  type HelpArticleFrontMatter,
} from '@estate/domain';
import { Marked, type Token } from 'marked';
import type { Plugin } from 'vite';

/** An article as the build reads it. */
export type ParsedHelpArticle = HelpArticleFrontMatter & {
  slug: string;
  /** "24 November 2026": the date the page shows, written once here so server and browser agree. */
  updatedLabel: string;
  html: string;
  /** The body without markup, for search. */
  text: string;
};

const VARIANTS = ['article', 'meta', 'search'] as const;
type Variant = (typeof VARIANTS)[number];

const marked = new Marked({ gfm: true, async: false });

/** Refuses raw HTML anywhere in the Markdown (a block or inline tag). */
function refuseHtml(tokens: Token[], file: string): void {
  // Synchronous here (async: false): nothing to wait for.
  void marked.walkTokens(tokens, (token) => {
    if (token.type === 'html') {
      throw new Error(
        `${file}: raw HTML is not allowed in a help article (${token.raw.trim().slice(0, 40)})`,
      );
    }
  });
}

/** The text of tokens without markup: words of paragraphs, headings, lists, links. */
function plainText(tokens: Token[]): string {
  const words: string[] = [];
  // Synchronous here (async: false): nothing to wait for.
  void marked.walkTokens(tokens, (token) => {
    if (token.type === 'text' || token.type === 'codespan') {
      if (!('tokens' in token) || !token.tokens?.length) words.push(token.text as string);
    }
  });
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

/** Reads one article's source: its front matter, checked, and its body as HTML and as text. */
export function parseHelpArticle(file: string, source: string): ParsedHelpArticle {
  const slug = path.basename(file, '.md');
  const slugCheck = helpArticleSlugSchema.safeParse(slug);
  if (!slugCheck.success) throw new Error(`${file}: ${slugCheck.error.issues[0]?.message}`);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: a help article starts with front matter between --- lines`);
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`${file}: front matter line "${line}" is not "key: value"`);
    fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  const front = helpArticleFrontMatterSchema.safeParse(fields);
  if (!front.success) {
    const issue = front.error.issues[0];
    throw new Error(`${file}: front matter ${issue?.path.join('.') || ''}: ${issue?.message}`);
  }
  const tokens = marked.lexer(match[2]!);
  refuseHtml(tokens, file);
  const text = plainText(tokens);
  const html = marked.parser(tokens);
  return {
    slug,
    ...front.data,
    updatedLabel: nzLongDate(front.data.updated),
    html,
    text,
  };
}

/** Every article of `dir`, in the Help Center's order (category, then title). */
export function readHelpArticles(dir: string): ParsedHelpArticle[] {
  const articles = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => parseHelpArticle(path.join(dir, name), readFileSync(path.join(dir, name), 'utf8')));
  const titles = new Set<string>();
  for (const a of articles) {
    if (titles.has(a.title.toLowerCase())) throw new Error(`Two help articles are titled "${a.title}"`);
    titles.add(a.title.toLowerCase());
  }
  const rank = (a: ParsedHelpArticle) => HELP_CATEGORIES.indexOf(a.category);
  return articles.sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title, 'en-NZ'));
}

/** The module a variant of an article imports as. */
export function helpArticleModule(
  articles: readonly ParsedHelpArticle[],
  slug: string,
  variant: Variant,
): string {
  const article = articles.find((a) => a.slug === slug);
  if (!article) throw new Error(`No help article ${slug}`);
  const { html, text, updatedLabel, ...meta } = article;
  const summary = (a: ParsedHelpArticle) => ({ slug: a.slug, title: a.title, excerpt: a.excerpt });
  const value =
    variant === 'meta'
      ? meta
      : variant === 'search'
        ? { ...meta, text }
        : {
            ...meta,
            updatedLabel,
            html,
            related: articles.filter((a) => a.category === article.category && a.slug !== slug).map(summary),
          };
  return `export default ${JSON.stringify(value)};\n`;
}

/** The Vite plugin: serves `<dir>/<slug>.md?article|meta|search`. */
export function helpArticles({ dir }: { dir: string }): Plugin {
  const folder = path.resolve(dir);
  return {
    name: 'estate-help-articles',
    enforce: 'pre',
    load(id) {
      const [file = '', query = ''] = id.split('?');
      if (path.dirname(file) !== folder || !file.endsWith('.md')) return null;
      const variant = VARIANTS.find((v) => v === query);
      if (!variant) throw new Error(`Import a help article with ?${VARIANTS.join(', ?')}: ${id}`);
      // Read the whole folder each time: related articles depend on the others, and there are few.
      for (const name of readdirSync(folder)) this.addWatchFile(path.join(folder, name));
      return helpArticleModule(readHelpArticles(folder), path.basename(file, '.md'), variant);
    },
  };
}
