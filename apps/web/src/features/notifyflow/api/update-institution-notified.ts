import type { InstitutionStatus } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminNotificationsQueryKey } from './get-admin-notifications';

export type UpdateInstitutionNotifiedInput = { id: string; status: InstitutionStatus; note: string };

/** An admin sets one institution's status on a notification; the API records who, when and why. */
export function updateInstitutionNotified({
  id,
  status,
  note,
}: UpdateInstitutionNotifiedInput): Promise<unknown> {
  return api.patch(`/api/admin/institutions-notified/${encodeURIComponent(id)}`, { status, note });
}

export function useUpdateInstitutionNotified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInstitutionNotified,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationsQueryKey }),
  });
}
