import { mySessionListSchema } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

export function useMySessions() {
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.sessions,
      queryFn: async ({ signal }) =>
        (await api.get('/api/me/sessions', mySessionListSchema, signal)).sessions,
    }),
  );
}

/** Signs out every session of mine but this one (better-auth's revoke-other-sessions). */
export function revokeOtherSessions(): Promise<unknown> {
  return api.post('/api/auth/revoke-other-sessions', {});
}
