import { invitationDtoSchema, type CreateInvitationInput } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationKeys } from './get-invitations';

/** `idempotencyKey`: one per invitation sent (decision 061); a retry sends no second email. */
export function createInvitation({
  estateId,
  idempotencyKey,
  ...body
}: CreateInvitationInput & { estateId: string; idempotencyKey?: string | undefined }) {
  return api.post(`/api/estates/${encodeURIComponent(estateId)}/invitations`, body, invitationDtoSchema, {
    idempotencyKey,
  });
}

/** Invites someone to an estate by email (or sends a waiting invitation again). */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
