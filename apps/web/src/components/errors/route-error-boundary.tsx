import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SkipLink } from '@/components/layouts/skip-link';
import { BrandLink } from '@/components/layouts/brand-link';
import { NotFoundContent, UnexpectedErrorContent } from './error-content';

function useReportedError(): unknown {
  const error = useRouteError();
  useEffect(() => {
    if (!(isRouteErrorResponse(error) && error.status === 404)) {
      console.error('Unhandled route error', error);
    }
  }, [error]);
  return error;
}

/**
 * Error element for routes rendered inside a layout: the layout (header, sidebar) stays and the
 * error takes the place of the page.
 */
export function RouteErrorBoundary() {
  const error = useReportedError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <UnexpectedErrorContent />;
}

/** Last-resort error element at the root, when no layout could render. */
export function RootErrorBoundary() {
  const error = useReportedError();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <SkipLink />
      <header className="border-b border-slate-200 px-4 py-4 sm:px-6">
        <BrandLink />
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {isRouteErrorResponse(error) && error.status === 404 ? (
          <NotFoundContent />
        ) : (
          <UnexpectedErrorContent />
        )}
      </main>
    </div>
  );
}
