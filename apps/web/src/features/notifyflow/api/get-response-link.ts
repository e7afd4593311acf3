import { responseLinkViewSchema, type ResponseLinkView } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const responseLinkQueryKey = (token: string) => ['notifyflow', 'respond', token] as const;

export function getResponseLink(token: string, signal?: AbortSignal): Promise<ResponseLinkView> {
  return api.get(`/api/respond/${encodeURIComponent(token)}`, responseLinkViewSchema, signal);
}

export function responseLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: responseLinkQueryKey(token),
    queryFn: ({ signal }) => getResponseLink(token, signal),
    staleTime: Infinity,
  });
}

/** What an institution's signed response link is about (GET /api/respond/:token, no account). */
export function useResponseLink(token: string) {
  return useQuery(responseLinkQueryOptions(token));
}
