import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lettersQueryKey } from './keys';

export function markLetterPosted(id: string): Promise<unknown> {
  return api.post(`/api/admin/letters/${encodeURIComponent(id)}/posted`, {});
}

export function useMarkLetterPosted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markLetterPosted,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lettersQueryKey }),
  });
}
