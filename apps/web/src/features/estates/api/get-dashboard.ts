import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { dashboardCheck } from './checks';
import type { Dashboard } from './schemas';
import { DASHBOARD_URL } from './urls';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get(DASHBOARD_URL, dashboardCheck, signal);
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: queryRoots.dashboard, queryFn: ({ signal }) => getDashboard(signal) });
}

/** Dashboard home: stat counts, overdue and next tasks, recent activity, first visit or not. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
