import { messageSchema, type Message, type NewMessage } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addMessageToThread } from './get-message-thread';
import { messageKeys } from './keys';

/** `idempotencyKey`: one per message sent (decision 061); a retry of it is answered the first. */
export function sendMessage(
  threadId: string,
  { idempotencyKey, ...input }: NewMessage & { idempotencyKey?: string | undefined },
): Promise<Message> {
  return api.post(`/api/message-threads/${encodeURIComponent(threadId)}/messages`, input, messageSchema, {
    idempotencyKey,
  });
}

/** Send: the message joins the conversation at once, and the list moves the thread to the top. */
export function useSendMessage(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewMessage & { idempotencyKey?: string | undefined }) => sendMessage(threadId, input),
    onSuccess: (message) => {
      addMessageToThread(queryClient, message);
      return queryClient.invalidateQueries({ queryKey: messageKeys.threadLists });
    },
  });
}
