import type { MessageSummary } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageSummaryCheck } from './checks';
import { messageKeys } from './keys';
import { MESSAGE_SUMMARY_URL } from './urls';

export function getMessageSummary(signal?: AbortSignal): Promise<MessageSummary> {
  return api.get(MESSAGE_SUMMARY_URL, messageSummaryCheck, signal);
}

export function messageSummaryQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.summary,
    queryFn: ({ signal }) => getMessageSummary(signal),
    staleTime: 30_000,
    // Live changes refetch it as messages arrive (decision 062); this is the safety net.
    refetchInterval: 5 * 60_000,
  });
}

/** The top bar's messages menu: unread in all, and the newest conversations. */
export function useMessageSummary() {
  return useQuery(messageSummaryQueryOptions());
}
