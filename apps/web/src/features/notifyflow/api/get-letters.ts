import { letterListSchema, type Letter } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lettersQueryKey } from './keys';

export type { Letter } from '@estate/domain';

/** Letters for institutions without a notification email, waiting to be printed and posted. */
export async function getLetters(signal?: AbortSignal): Promise<Letter[]> {
  const { items } = await api.get('/api/admin/letters', letterListSchema, signal);
  return items;
}

export function lettersQueryOptions() {
  return queryOptions({ queryKey: lettersQueryKey, queryFn: ({ signal }) => getLetters(signal) });
}

export function useLetters() {
  return useQuery(lettersQueryOptions());
}

export function letterPdfUrl(id: string): string {
  return `/api/admin/letters/${encodeURIComponent(id)}/pdf`;
}
