import { acceptedInvitationSchema, invitationByTokenSchema } from '@estate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';
import { invitationKeys } from './get-invitations';

const path = (token: string) => `/api/invitation-links/${encodeURIComponent(token)}`;

/** What an invitation link opens; no session needed. */
export function useInvitationByToken(token: string) {
  return useQuery({
    queryKey: invitationKeys.byToken(token),
    queryFn: ({ signal }) => api.get(path(token), invitationByTokenSchema, signal),
    retry: false,
  });
}

/** Accepts the invitation as the signed-in person; their estates then include it. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${path(token)}/accept`, {}, acceptedInvitationSchema),
    onSuccess: () =>
      refetchRoots(queryClient, [queryRoots.estates, queryRoots.dashboard, invitationKeys.byToken(token)]),
  });
}
