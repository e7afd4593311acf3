import { orgNotificationSchema, type OrgNotification } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { orgNotificationUrl } from './get-org-notification';
import { orgKeys } from './keys';

export function acknowledgeOrgNotification(id: string): Promise<OrgNotification> {
  // Acknowledging twice changes nothing: a fresh key each time is enough.
  return api.post(`${orgNotificationUrl(id)}/acknowledge`, {}, orgNotificationSchema, {
    idempotencyKey: newIdempotencyKey(),
  });
}

/** Acknowledges receipt (the family is told); the page then shows the notification as answered. */
export function useAcknowledgeOrgNotification(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acknowledgeOrgNotification(id),
    onSuccess: (updated) => {
      queryClient.setQueryData(orgKeys.notification(id), updated);
      return queryClient.invalidateQueries({ queryKey: orgKeys.notifications(), refetchType: 'none' });
    },
  });
}
