import { messageThreadCreatedSchema, type NewMessageThread } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys } from './keys';

/** `idempotencyKey`: one per conversation started (decision 061); a retry of it is answered the first. */
export function createMessageThread({
  idempotencyKey,
  ...input
}: NewMessageThread & { idempotencyKey?: string | undefined }): Promise<{ id: string }> {
  return api.post('/api/message-threads', input, messageThreadCreatedSchema, { idempotencyKey });
}

export function useCreateMessageThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMessageThread,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.threadLists }),
  });
}
