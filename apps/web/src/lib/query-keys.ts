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
  records: ['records'],
} as const;

/**
 * Estate records (beneficiaries, assets, …): `['records', estateId | 'all', kind, …]`, so a change
 * in one estate refetches that estate's lists of every kind (a valuation names its asset) and the
 * cross-estate lists, and nothing of other estates.
 */
export const recordKeys = {
  estate: (estateId: string | undefined) => [...queryRoots.records, estateId ?? 'all'] as const,
  list: (kind: string, estateId: string | undefined, query: unknown) =>
    [...queryRoots.records, estateId ?? 'all', kind, 'list', query] as const,
  one: (kind: string, estateId: string, id: string) =>
    [...queryRoots.records, estateId, kind, 'one', id] as const,
};

/**
 * What a records list shows while its next answer loads: the previous page when it was of the same
 * kind and estate (another page, sort or search), so the list does not flash empty; nothing when
 * it was of another estate or kind. A form's picker (an asset, a beneficiary, a stakeholder of the
 * estate chosen on the form) must never offer the previous estate's records under the new one's name.
 */
export function previousPageOfSameList(kind: string, estateId: string | undefined) {
  const list = recordKeys.list(kind, estateId, null).slice(0, -1);
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined =>
    previousQuery && list.every((part, i) => previousQuery.queryKey[i] === part) ? previous : undefined;
}

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
