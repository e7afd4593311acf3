import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/* Mirrors the agreed contract; should move to @estate/domain with the endpoint. */
export const letterSchema = z.object({
  id: z.string(),
  institutionName: z.string(),
  referenceCode: z.string(),
  createdAt: z.string(),
  posted: z.boolean(),
});
export type Letter = z.infer<typeof letterSchema>;
const letterListSchema = z.object({ items: z.array(letterSchema) });

export const lettersQueryKey = ['admin', 'letters'] as const;

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
