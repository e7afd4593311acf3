import type { AppNotificationList } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appNotificationListCheck } from './checks';
import { NOTIFICATIONS_URL } from './urls';

export const notificationsQueryKey = ['me', 'notifications'] as const;

export function getNotifications(signal?: AbortSignal): Promise<AppNotificationList> {
  return api.get(NOTIFICATIONS_URL, appNotificationListCheck, signal);
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 30_000,
    // Live changes refetch it as notices arrive (decision 062); this is the safety net.
    refetchInterval: 5 * 60_000,
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
