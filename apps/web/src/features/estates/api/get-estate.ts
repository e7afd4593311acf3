import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { estateDetailSchema, type EstateDetail } from './schemas';

export function getEstate(id: string, signal?: AbortSignal): Promise<EstateDetail> {
  return api.get(`/api/estates/${encodeURIComponent(id)}`, estateDetailSchema, signal);
}

export function estateQueryKey(id: string) {
  return [...queryRoots.estates, 'detail', id] as const;
}

export function estateQueryOptions(id: string) {
  return queryOptions({
    queryKey: estateQueryKey(id),
    queryFn: ({ signal }) => getEstate(id, signal),
    // 404 (missing or not mine) is an answer, not a blip.
    retry: false,
  });
}

/** One estate with its progress, executor and tasks (due-date order). An empty id fetches nothing. */
export function useEstate(id: string) {
  return useQuery({ ...estateQueryOptions(id), enabled: id !== '' });
}
