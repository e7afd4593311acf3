import { orgMeSchema, type OrgMe } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgKeys } from './keys';

export type { OrgMe } from '@estate/domain';

export function getOrgMe(signal?: AbortSignal): Promise<OrgMe> {
  return api.get('/api/org/me', orgMeSchema, signal);
}

export function orgMeQueryOptions() {
  return queryOptions({
    queryKey: orgKeys.me(),
    queryFn: ({ signal }) => getOrgMe(signal),
    // Who may use the inbox changes only when NZ Estate Platform changes the organisation's list.
    staleTime: 5 * 60_000,
  });
}

/** The organisation the signed-in person acts for and their role there; 403 for anyone else. */
export function useOrgMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orgMeQueryOptions(), enabled });
}
