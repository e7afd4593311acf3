/**
 * Server entry used only at build time by `scripts/prerender.mjs`: renders one public page to
 * HTML with the same routes and providers the browser uses, so `main.tsx` can hydrate it.
 */
import { PUBLIC_PAGE_PATHS } from '@estate/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { PAGE_META } from './app/routes/public/page-meta';
import { SITE } from './config/site';

export { PAGE_META, PUBLIC_PAGE_PATHS, SITE };

export async function render(url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      {/* No toaster: a prerendered page has no toasts, and main.tsx hydrates it without one. */}
      <AppProvider hasToaster={false}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
