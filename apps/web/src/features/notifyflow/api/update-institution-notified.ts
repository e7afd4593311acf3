import type { InstitutionStatus } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, conflictOf } from '@/lib/api-client';
import { adminNotificationsQueryKey } from './keys';

export type UpdateInstitutionNotifiedInput = {
  id: string;
  status: InstitutionStatus;
  note: string;
  /** The row's version as listed (decision 060): a stale one (an answer came since) is refused. */
  version: number;
};

/** An admin sets one institution's status on a notification; the API records who, when and why. */
export function updateInstitutionNotified({
  id,
  status,
  note,
  version,
}: UpdateInstitutionNotifiedInput): Promise<unknown> {
  return api.patch(
    `/api/admin/institutions-notified/${encodeURIComponent(id)}`,
    { status, note },
    undefined,
    { ifMatch: version },
  );
}

export function useUpdateInstitutionNotified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInstitutionNotified,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationsQueryKey }),
    // Refused as stale (412): the list is read again, so the row shows what it is now.
    onError: (error) => {
      if (conflictOf(error)) void queryClient.invalidateQueries({ queryKey: adminNotificationsQueryKey });
    },
  });
}
