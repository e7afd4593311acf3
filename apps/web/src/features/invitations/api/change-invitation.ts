import { invitationDtoSchema } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationKeys } from './get-invitations';

export function resendInvitation(id: string) {
  return api.post(`/api/invitations/${encodeURIComponent(id)}/resend`, {}, invitationDtoSchema);
}

export function revokeInvitation(id: string) {
  return api.post(`/api/invitations/${encodeURIComponent(id)}/revoke`, {}, invitationDtoSchema);
}

/** Sends an invitation again (a new link, 14 more days). */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

/** Withdraws an invitation: its link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
