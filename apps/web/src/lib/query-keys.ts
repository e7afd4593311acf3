import type { QueryClient } from '@tanstack/react-query';

/**
 * The roots of the query keys that more than one feature touches. A task change, for instance,
 * moves an estate's progress and the dashboard counts, and features may not import each other.
 */
export const queryRoots = {
  dashboard: ['dashboard'],
  estates: ['estates'],
  tasks: ['tasks'],
  documents: ['documents'],
  digitalAssets: ['digital-assets'],
} as const;

/**
 * After a change: marks every query under these roots stale and refetches those on screen. A
 * mutation's `onSuccess` returns it, so the mutation settles once the screen shows the change.
 */
export function refetchRoots(
  queryClient: QueryClient,
  roots: readonly (readonly string[])[],
): Promise<unknown> {
  return Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
