import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { digitalAssetListSchema } from '@estate/domain';

export type { DigitalAssetList } from '@estate/domain';
export type DigitalAssetListParams = { estateId?: string; q?: string; category?: string };

export function getDigitalAssets(params: DigitalAssetListParams, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return api.get(`/api/digital-assets${query ? `?${query}` : ''}`, digitalAssetListSchema, signal);
}

export function digitalAssetsQueryOptions(params: DigitalAssetListParams) {
  return queryOptions({
    queryKey: [...queryRoots.digitalAssets, 'list', params],
    queryFn: ({ signal }) => getDigitalAssets(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One estate's digital assets, or those of every estate I may see; with the category counts. */
export function useDigitalAssets(params: DigitalAssetListParams) {
  return useQuery(digitalAssetsQueryOptions(params));
}
