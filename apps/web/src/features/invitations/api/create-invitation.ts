import { invitationDtoSchema, type CreateInvitationInput } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationKeys } from './get-invitations';

export function createInvitation({ estateId, ...body }: CreateInvitationInput & { estateId: string }) {
  return api.post(`/api/estates/${encodeURIComponent(estateId)}/invitations`, body, invitationDtoSchema);
}

/** Invites someone to an estate by email (or sends a waiting invitation again). */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
