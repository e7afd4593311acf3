import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDashboardSchema, type AdminDashboard } from '@estate/domain';
import { api } from '@/lib/api-client';

export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return api.get('/api/admin/dashboard', adminDashboardSchema, signal);
}

export function adminDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => getAdminDashboard(signal),
  });
}

/** The Admin Dashboard's cards, usage trends and recent invoices. */
export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
