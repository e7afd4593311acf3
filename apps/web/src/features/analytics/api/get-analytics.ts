import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsSchema, type Analytics, type AnalyticsPeriod } from '@estate/domain';
import { api } from '@/lib/api-client';

export function getAnalytics(period: AnalyticsPeriod, signal?: AbortSignal): Promise<Analytics> {
  return api.get(`/api/analytics?period=${period}`, analyticsSchema, signal);
}

export function analyticsQueryOptions(period: AnalyticsPeriod) {
  return queryOptions({
    queryKey: ['analytics', period],
    queryFn: ({ signal }) => getAnalytics(period, signal),
  });
}

/** Analytics for a period; the previous period's figures stay on screen while the next load. */
export function useAnalytics(period: AnalyticsPeriod) {
  return useQuery({ ...analyticsQueryOptions(period), placeholderData: keepPreviousData });
}
