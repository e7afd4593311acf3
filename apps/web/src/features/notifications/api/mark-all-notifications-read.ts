import type { AppNotificationList } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

export function markAllNotificationsRead(): Promise<unknown> {
  return api.post('/api/me/notifications/read-all', {});
}

/**
 * Marks everything read. The badge drops to zero at once; the items keep their unread styling
 * until the list is next fetched, so the open dropdown still shows what was new.
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<AppNotificationList>(notificationsQueryKey);
      if (previous) queryClient.setQueryData(notificationsQueryKey, { ...previous, unread: 0 });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
  });
}
