import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { recentEstatesCheck } from './checks';
import type { Estate } from './schemas';
import { RECENT_ESTATES_URL } from './urls';

export async function getRecentEstates(signal?: AbortSignal): Promise<Estate[]> {
  return (await api.get(RECENT_ESTATES_URL, recentEstatesCheck, signal)).items;
}

export function recentEstatesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.estates, 'recent'],
    queryFn: ({ signal }) => getRecentEstates(signal),
  });
}

/** Recent Estates: the estates I may see (all for an admin), most recently updated first. */
export function useRecentEstates() {
  return useQuery(recentEstatesQueryOptions());
}
