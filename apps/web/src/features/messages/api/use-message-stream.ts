import { messageStreamEventSchema } from '@estate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { addMessageToThread } from './get-message-thread';
import { messageKeys } from './keys';

/**
 * Live messages while the page is open (GET /api/message-threads/events): a message joins its open
 * conversation at once, and the list and the top-bar badge refetch (a new conversation appears).
 * EventSource reconnects by itself after a dropped connection.
 */
export function useMessageStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/message-threads/events');
    source.onmessage = (event: MessageEvent<string>) => {
      const parsed = messageStreamEventSchema.safeParse(JSON.parse(event.data));
      if (!parsed.success) return;
      addMessageToThread(queryClient, parsed.data.message);
      void queryClient.invalidateQueries({ queryKey: messageKeys.threadLists });
      void queryClient.invalidateQueries({ queryKey: messageKeys.summary });
    };
    return () => source.close();
  }, [queryClient]);
}
