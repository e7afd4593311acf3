import type { Me } from '@estate/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const meQueryKey = ['me'] as const;

/** The signed-in person, or `null` when signed out (the API answers 200 with `null`). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  const body = await api.getUnparsed('/api/me', signal);
  // Signed out: nothing to check. Only a signed-in answer needs its schema, loaded on demand.
  if (body === null) return null;
  const { meResponseSchema } = await import('./me-schema');
  return meResponseSchema.parse(body);
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
