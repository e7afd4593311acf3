import { messageThreadCreatedSchema, type NewMessageThread } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys } from './keys';

export function createMessageThread(input: NewMessageThread): Promise<{ id: string }> {
  return api.post('/api/message-threads', input, messageThreadCreatedSchema);
}

export function useCreateMessageThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMessageThread,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.threadLists }),
  });
}
