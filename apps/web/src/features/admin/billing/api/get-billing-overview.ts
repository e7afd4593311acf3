import { billingOverviewSchema } from '@estate/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Under the dashboard root: any saved record or invoice refetches the cards and the chart. */
export const billingOverviewKey = [...queryRoots.dashboard, 'admin-billing-overview'] as const;

export const getBillingOverview = (signal?: AbortSignal) =>
  api.get('/api/admin/billing/summary', billingOverviewSchema, signal);

/** Billing Management's cards and twelve months of revenue. */
export function useBillingOverview() {
  return useQuery({ queryKey: billingOverviewKey, queryFn: ({ signal }) => getBillingOverview(signal) });
}
