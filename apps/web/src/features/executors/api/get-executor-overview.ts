import { executorOverviewSchema, type ExecutorOverviewQuery } from '@estate/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The Executors screen's list: the executors of the estates I may see, searched, filtered, sorted. */
export function useExecutorOverview(query: ExecutorOverviewQuery, { enabled = true } = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value && (typeof value === 'string' || typeof value === 'number')) params.set(key, String(value));
  const search = params.toString();
  return useQuery({
    queryKey: ['executors', 'overview', query],
    queryFn: ({ signal }) =>
      api.get(`/api/executors/overview${search ? `?${search}` : ''}`, executorOverviewSchema, signal),
    placeholderData: keepPreviousData,
    // Asked only of those who may see it: a refused request is a console error in the browser.
    enabled,
  });
}
