import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys } from './keys';

export function markThreadRead(threadId: string): Promise<unknown> {
  return api.post(`/api/message-threads/${encodeURIComponent(threadId)}/read`, {});
}

/** The conversation on screen has been read: the list's count and the top-bar badge drop. */
export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadRead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.threadLists }),
        queryClient.invalidateQueries({ queryKey: messageKeys.summary }),
      ]),
  });
}
