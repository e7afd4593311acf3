import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth/me-query';

/** Never retry what the server refused on purpose (4xx); retry network and 5xx errors twice. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The one place a 401 is handled: any call answering 401 makes us re-read /api/me. When that
 * confirms the session is gone (it answers `null`, not an error), the route guards see a
 * signed-out user and send them to sign in.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown, key?: readonly unknown[]) => {
    if (!isApiError(error) || !error.isUnauthenticated) return;
    // /api/me answers null when signed out; should it ever fail with 401, don't ask it again.
    if (key?.[0] === meQueryKey[0]) return;
    void client.invalidateQueries({ queryKey: meQueryKey });
  };

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  return client;
}
