/**
 * Server entry used only at build time by `scripts/prerender.mjs`: renders one public page to
 * HTML with the same routes and providers the app uses, so the page looks as the app draws it. The
 * page is not hydrated: its own small script (src/public/main.ts) works its interactive parts.
 */
import { PUBLIC_PAGE_PATHS as SITE_PAGE_PATHS } from '@estate/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { PAGE_META as SITE_PAGE_META } from './app/routes/public/page-meta';
import { paths } from './config/paths';
import { SITE } from './config/site';
import type { HelpArticleMeta } from './features/help/articles';

// The help articles' front matter (only the build reads it all at once; decision 026).
const helpArticles = Object.values(
  import.meta.glob<HelpArticleMeta>('/src/content/help/*.md', {
    query: '?meta',
    import: 'default',
    eager: true,
  }),
);

/** Every page to prerender: the site's pages, then one per help article. */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  ...SITE_PAGE_PATHS,
  ...helpArticles.map((a) => paths.public.helpArticle.href({ slug: a.slug })),
];

/** Each page's title and description; an article's are its title and excerpt. */
export const PAGE_META: Record<string, { title: string | null; description: string }> = {
  ...SITE_PAGE_META,
  ...Object.fromEntries(
    helpArticles.map((a) => [
      paths.public.helpArticle.href({ slug: a.slug }),
      { title: a.title, description: a.excerpt },
    ]),
  ),
};

export { SITE };

export async function render(url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      {/* No toaster: a prerendered page has no toasts. */}
      <AppProvider hasToaster={false}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
