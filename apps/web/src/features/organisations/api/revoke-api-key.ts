import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgKeys } from './keys';

export function revokeApiKey(id: string): Promise<void> {
  return api.delete(`/api/org/api-keys/${encodeURIComponent(id)}`);
}

/** Revokes a key: its next request answers 401. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.apiKeys() }),
  });
}
