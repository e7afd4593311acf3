import { messageThreadListSchema, type MessageThreadList, type MessageThreadListQuery } from '@estate/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys } from './keys';

export function getMessageThreads(
  query: MessageThreadListQuery,
  signal?: AbortSignal,
): Promise<MessageThreadList> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.search) params.set('search', query.search);
  return api.get(`/api/message-threads?${params}`, messageThreadListSchema, signal);
}

export function messageThreadsQueryOptions(query: MessageThreadListQuery) {
  return queryOptions({
    queryKey: messageKeys.threads(query),
    queryFn: ({ signal }) => getMessageThreads(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMessageThreads(query: MessageThreadListQuery) {
  return useQuery(messageThreadsQueryOptions(query));
}
