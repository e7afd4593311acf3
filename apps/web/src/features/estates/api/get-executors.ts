import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { executorOptionSchema, type ExecutorOption } from './schemas';

const executorListSchema = z.object({ items: z.array(executorOptionSchema) });

export async function getExecutors(signal?: AbortSignal): Promise<ExecutorOption[]> {
  return (await api.get('/api/executors', executorListSchema, signal)).items;
}

export function executorsQueryOptions() {
  return queryOptions({
    queryKey: ['executors'],
    queryFn: ({ signal }) => getExecutors(signal),
    retry: false,
    staleTime: 60_000,
  });
}

/** The executor picker's choices (admins and lawyers; others get 403 and see it read-only). */
export function useExecutors({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...executorsQueryOptions(), enabled });
}
