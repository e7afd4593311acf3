// Must stay the first import (see the file).
import './zod-config';
import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router';
import { askForMeEarly } from './lib/auth/me-query';
import './index.css';

// After a new release the old page's chunks are gone from the server: load the new release once
// rather than fail on a screen that will not open. A second failure within a minute shows the
// router's error screen instead of reloading again.
window.addEventListener('vite:preloadError', (event) => {
  const key = 'estate:reloaded-for-release';
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem(key, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * Loads the lazy route modules of the current URL and puts them in place in `routes`, as React
 * Router's guide for server rendering does: the router then starts with the page ready, rather
 * than showing its loading fallback while the page's chunk arrives.
 */
async function loadCurrentRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

if (root.firstElementChild) {
  // A public page prerendered at build time (scripts/prerender.mjs): its HTML is already on
  // screen and readable; React attaches to it rather than drawing it again, once the page's own
  // chunk is here (hydrating before would not match). As a transition the work is split into
  // small slices, so a slow phone stays responsive while it happens. Should the chunk fail to
  // load, the page stays as it is: readable, and its links still work.
  loadCurrentRoutes().then(
    () => {
      // From here React handles taps itself (it hydrates the tapped part first); the page's
      // loader stops keeping them (scripts/prerender.mjs).
      document.dispatchEvent(new Event('estate:hydrating'));
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App isPrerendered />
          </StrictMode>,
        );
      });
    },
    (error: unknown) => console.error('The page could not start', error),
  );
} else {
  // Render the first screen in one go once its chunk is here: the page itself rather than a
  // spinner. Should the chunk fail to load, the router tries again and shows its error screen.
  const render = () =>
    flushSync(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  // Who is signed in is asked while the screen's code loads, not after (lib/auth/me-query.ts).
  askForMeEarly();
  loadCurrentRoutes().then(render, render);
}
