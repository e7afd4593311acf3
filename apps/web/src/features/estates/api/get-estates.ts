import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { estateListSchema, type EstateList } from './schemas';

import type { EstateRange } from '@estate/domain';

export { ESTATE_RANGES, type EstateRange } from '@estate/domain';

export type EstateListParams = {
  q?: string;
  status?: string;
  stage?: string;
  range?: EstateRange;
  page?: number;
  pageSize?: number;
};

export function getEstates(params: EstateListParams, signal?: AbortSignal): Promise<EstateList> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== 'all') search.set(key, String(value));
  }
  const query = search.toString();
  return api.get(`/api/estates${query ? `?${query}` : ''}`, estateListSchema, signal);
}

export function estatesQueryOptions(params: EstateListParams) {
  return queryOptions({
    queryKey: [...queryRoots.estates, 'mine', params],
    queryFn: ({ signal }) => getEstates(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** My Estates: estates I created, newest first, searched, filtered and paged by the server. */
export function useEstates(params: EstateListParams) {
  return useQuery(estatesQueryOptions(params));
}
