import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

export function cancelExecutorInvitation(estateId: string): Promise<void> {
  return api.delete(`/api/estates/${encodeURIComponent(estateId)}/executor-invitation`);
}

/** Withdraws the invitation sent to an executor named by email (decision 011). */
export function useCancelExecutorInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelExecutorInvitation,
    onSuccess: () => refetchRoots(queryClient, [queryRoots.estates, queryRoots.dashboard]),
  });
}
