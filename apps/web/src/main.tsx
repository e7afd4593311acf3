// Must stay the first import (see the file).
import './zod-config';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/app';
import { askForFirstScreenAnswers } from './app/first-screen-answers';
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

// The app's own page (dist/index.html): sign-in, the dashboard and every page the build did not
// prerender. The prerendered public pages do not load this script; theirs is src/public/main.ts.
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
// Who is signed in is asked while the screen's code loads, not after (lib/auth/me-query.ts), and
// so is what the first screen will show (app/first-screen-answers.ts).
askForMeEarly();
askForFirstScreenAnswers();
loadCurrentRoutes().then(render, render);
