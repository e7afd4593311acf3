import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** Marks one of my notifications read or unread again. */
export function markNotificationRead({ id, read }: { id: string; read: boolean }): Promise<unknown> {
  return api.post(`/api/me/notifications/${encodeURIComponent(id)}/${read ? 'read' : 'unread'}`, {});
}

/** Then the page, its tab counts and the bell's badge are fetched again. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
