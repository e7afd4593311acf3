import { adminNotificationListSchema, type AdminNotificationList } from '@estate/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminNotificationsQueryKey } from './keys';

export type { AdminNotification, AdminNotificationList, AdminNotifiedInstitution } from '@estate/domain';

export function getAdminNotifications(
  { q, page }: { q: string; page: number },
  signal?: AbortSignal,
): Promise<AdminNotificationList> {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('q', q);
  return api.get(`/api/admin/notifications?${params.toString()}`, adminNotificationListSchema, signal);
}

export function adminNotificationsQueryOptions(search: { q: string; page: number }) {
  return queryOptions({
    queryKey: [...adminNotificationsQueryKey, search],
    queryFn: ({ signal }) => getAdminNotifications(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminNotifications(search: { q: string; page: number }) {
  return useQuery(adminNotificationsQueryOptions(search));
}
