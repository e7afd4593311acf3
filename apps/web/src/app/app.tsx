import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/**
 * The app in the browser. `isPrerendered`: the page is a prerendered public page being hydrated;
 * it renders exactly what the prerender did (no toaster) until the visitor navigates.
 */
export function App({ isPrerendered = false }: { isPrerendered?: boolean }) {
  const [router] = useState(createAppRouter);
  const [hasToaster, setHasToaster] = useState(!isPrerendered);

  // Says the prerendered page is now live (its controls work): for anyone inspecting the page, for
  // the accessibility tests, which scan the page as a visitor finally sees it, and for the page's
  // loader, which then replays taps made before (scripts/prerender.mjs).
  useEffect(() => {
    if (!isPrerendered) return;
    document.documentElement.dataset.hydrated = 'true';
    document.dispatchEvent(new Event('estate:hydrated'));
  }, [isPrerendered]);

  useEffect(() => {
    if (hasToaster) return;
    const firstKey = router.state.location.key;
    return router.subscribe((state) => {
      if (state.navigation.state !== 'idle' || state.location.key !== firstKey) setHasToaster(true);
    });
  }, [router, hasToaster]);

  return (
    <AppProvider hasToaster={hasToaster}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
