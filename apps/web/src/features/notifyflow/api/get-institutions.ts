import { FALLBACK_INSTITUTIONS, institutionListSchema, type Institution } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const institutionsQueryKey = ['notifyflow', 'institutions'] as const;

/**
 * The active institutions, ordered by name. When the directory cannot be fetched the form still
 * works with the built-in list of 12 (spec 1 §8: logged, fallback used), so this never rejects.
 */
export async function getInstitutions(signal?: AbortSignal): Promise<Institution[]> {
  try {
    const { items } = await api.get('/api/institutions', institutionListSchema, signal);
    return items;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Could not load institutions; using the built-in list.', error);
    return [...FALLBACK_INSTITUTIONS];
  }
}

export function institutionsQueryOptions() {
  return queryOptions({
    queryKey: institutionsQueryKey,
    queryFn: ({ signal }) => getInstitutions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useInstitutions() {
  return useQuery(institutionsQueryOptions());
}

/** True when the list is the built-in fallback (the directory could not be read): channels unknown. */
export function isFallbackDirectory(items: readonly Institution[] | undefined): boolean {
  return !!items?.length && items.every((i) => FALLBACK_INSTITUTIONS.includes(i));
}
