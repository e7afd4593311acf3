// Must stay the first import (see the file).
import './zod-config';
import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (root.firstElementChild) {
  // A public page prerendered at build time (scripts/prerender.mjs): its HTML is already on
  // screen; React attaches to it rather than drawing it again. As a transition the work is split
  // into small slices, so a slow phone stays responsive while it happens.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // Render the first screen synchronously: the header, footer and page are in the DOM before the
  // browser's load event, like a server-rendered page (the public routes are not lazy for this).
  flushSync(() => {
    createRoot(root).render(app);
  });
}
