import {
  appNotificationListSchema,
  type AppNotificationList,
  type AppNotificationListQuery,
} from '@estate/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** One page of a filter tab on /dashboard/notifications; under the bell's key, so one invalidation refreshes both. */
export function getNotificationPage(
  query: AppNotificationListQuery,
  signal?: AbortSignal,
): Promise<AppNotificationList> {
  const params = new URLSearchParams({
    filter: query.filter,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  return api.get(`/api/me/notifications?${params}`, appNotificationListSchema, signal);
}

export function notificationPageQueryOptions(query: AppNotificationListQuery) {
  return queryOptions({
    queryKey: [...notificationsQueryKey, 'page', query] as const,
    queryFn: ({ signal }) => getNotificationPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNotificationPage(query: AppNotificationListQuery) {
  return useQuery(notificationPageQueryOptions(query));
}
