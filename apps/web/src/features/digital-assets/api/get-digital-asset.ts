import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { digitalAssetRowSchema, type DigitalAsset } from './schemas';

export function getDigitalAsset(id: string, signal?: AbortSignal): Promise<DigitalAsset> {
  return api.get(`/api/digital-assets/${encodeURIComponent(id)}`, digitalAssetRowSchema, signal);
}

export function digitalAssetQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...queryRoots.digitalAssets, 'one', id],
    queryFn: ({ signal }) => getDigitalAsset(id, signal),
    retry: false,
  });
}

/** The edit form's prefill. */
export function useDigitalAsset(id: string | undefined) {
  return useQuery({ ...digitalAssetQueryOptions(id ?? ''), enabled: Boolean(id) });
}
