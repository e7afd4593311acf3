import type { MessageThreadListQuery } from '@estate/domain';

/** The messages' query keys: one root, so a new message refetches the list, the menu and the thread. */
export const messageKeys = {
  all: ['messages'] as const,
  threads: (query: MessageThreadListQuery) => ['messages', 'threads', query] as const,
  threadLists: ['messages', 'threads'] as const,
  thread: (id: string) => ['messages', 'thread', id] as const,
  summary: ['messages', 'summary'] as const,
};
