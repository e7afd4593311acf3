import { TEXTS } from '@estate/domain';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** What an unhandled error in a route shows (spec 1 §8 fallback screen). */
export function UnexpectedErrorContent() {
  useDocumentTitle('Error');
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{TEXTS.errors.unexpected}</h1>
      <p className="mt-4 text-slate-700">
        Sorry, something went wrong while showing this page. Please try again; if it keeps happening, let us
        know through the contact page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          Go back
        </Button>
        <ButtonLink to={paths.home.href()}>Go to home page</ButtonLink>
      </div>
    </section>
  );
}

/** The 404 screen for a path that matches no page. */
export function NotFoundContent({
  homeHref = paths.home.href(),
  homeLabel = 'Go to home page',
}: {
  homeHref?: string;
  homeLabel?: string;
}) {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <p className="text-sm font-semibold text-blue-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-700">
        Sorry, we couldn’t find the page you were looking for. It may have moved, or the address may be
        mistyped.
      </p>
      <div className="mt-8 flex justify-center">
        <ButtonLink to={homeHref}>{homeLabel}</ButtonLink>
      </div>
    </section>
  );
}
