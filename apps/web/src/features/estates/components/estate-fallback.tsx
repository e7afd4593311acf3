import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { isApiError, messageOf } from '@/lib/api-client';
import type { EstateDetail } from '../api/schemas';

/**
 * Spec 2 "Estate detail": the view for an estate that does not exist or that this user may not see
 * (the API answers both with 404, so the two cannot be told apart).
 */
export function EstateNotFound() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Estate not found</h1>
      <p className="mt-2 text-slate-700">You don&apos;t have access or it doesn&apos;t exist.</p>
      <ButtonLink to={paths.dashboard.estates.href()} className="mt-6">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Estates
      </ButtonLink>
    </div>
  );
}

/**
 * What an estate screen shows until its estate has loaded: a spinner, the not-found view (404, or
 * 400 for an id that is not an id), or any other error with Retry.
 */
export function EstateFallback({ estate }: { estate: UseQueryResult<EstateDetail> }) {
  if (estate.isPending) return <LoadingState label="Loading estate..." showLabel />;
  if (isApiError(estate.error) && (estate.error.status === 404 || estate.error.status === 400)) {
    return <EstateNotFound />;
  }
  return (
    <LoadError onRetry={() => void estate.refetch()}>
      Error: {messageOf(estate.error, 'The estate could not be loaded.')}
    </LoadError>
  );
}
