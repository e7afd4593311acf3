import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

export function deleteDigitalAsset(id: string): Promise<unknown> {
  return api.delete(`/api/digital-assets/${encodeURIComponent(id)}`);
}

export function useDeleteDigitalAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDigitalAsset,
    onSuccess: () => refetchRoots(queryClient, [queryRoots.digitalAssets, queryRoots.dashboard]),
  });
}
