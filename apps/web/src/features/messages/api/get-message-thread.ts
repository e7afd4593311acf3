import { messageThreadSchema, type Message, type MessageThread } from '@estate/domain';
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys } from './keys';

export function getMessageThread(
  id: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<MessageThread> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return api.get(`/api/message-threads/${encodeURIComponent(id)}${query}`, messageThreadSchema, signal);
}

/**
 * One conversation, its newest 50 messages first; `fetchNextPage` loads the 50 before those ("Load
 * earlier"). Pages are newest first; `messagesOf` puts them in reading order.
 */
export function useMessageThread(id: string | null) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(id ?? ''),
    queryFn: ({ pageParam, signal }) => getMessageThread(id!, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasEarlier ? last.messages[0]?.id : undefined),
    enabled: Boolean(id),
  });
}

/** Every loaded message of the conversation, oldest first. */
export function messagesOf(data: InfiniteData<MessageThread> | undefined): Message[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

/**
 * Adds a message that arrived (sent here, or live) to an open conversation's newest page, once.
 * Answers whether the conversation was loaded here.
 */
export function addMessageToThread(queryClient: QueryClient, message: Message): boolean {
  const key = messageKeys.thread(message.threadId);
  const data = queryClient.getQueryData<InfiniteData<MessageThread>>(key);
  if (!data?.pages[0]) return false;
  if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return true;
  const [newest, ...rest] = data.pages;
  queryClient.setQueryData<InfiniteData<MessageThread>>(key, {
    ...data,
    pages: [{ ...newest, messages: [...newest.messages, message] }, ...rest],
  });
  return true;
}
