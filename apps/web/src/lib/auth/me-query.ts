import { meSchema, type Me } from '@estate/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

export const meQueryKey = ['me'] as const;

/** The signed-in person, or `null` when the API answers 401 (signed out). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await api.get('/api/me', meSchema, signal);
  } catch (error) {
    if (isApiError(error) && error.isUnauthenticated) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 0,
    // The server extends the session cookie when /api/me is read near expiry, so coming back to
    // the tab both refreshes the session and notices one that ended elsewhere.
    refetchOnWindowFocus: 'always',
  });
}
