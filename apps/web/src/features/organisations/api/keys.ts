/** The query keys of an organisation's inbox (issue 44): everything under `['org']`. */
export const orgKeys = {
  all: ['org'] as const,
  me: () => [...orgKeys.all, 'me'] as const,
  notifications: () => [...orgKeys.all, 'notifications'] as const,
  list: (status: string | null) => [...orgKeys.notifications(), 'list', status ?? 'all'] as const,
  notification: (id: string) => [...orgKeys.notifications(), 'one', id] as const,
  apiKeys: () => [...orgKeys.all, 'api-keys'] as const,
};
