import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { estateListSchema, type EstateList } from './schemas';
import { estateListUrl, type EstateListParams } from './urls';

export { ESTATE_RANGES, type EstateRange } from '@estate/domain';
export { MY_ESTATES_PAGE_SIZE, type EstateListParams } from './urls';

export function getEstates(params: EstateListParams, signal?: AbortSignal): Promise<EstateList> {
  return api.get(estateListUrl(params), estateListSchema, signal);
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
