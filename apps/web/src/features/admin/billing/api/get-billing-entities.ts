import { billingEntityOptionsSchema, type BillingAccountType } from '@estate/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const getBillingEntities = (type: BillingAccountType, signal?: AbortSignal) =>
  api.get(`/api/admin/billing-accounts/entities?type=${type}`, billingEntityOptionsSchema, signal);

/** The law firms or people a billing account may be for (the New Account form's choice). */
export function useBillingEntities(type: BillingAccountType) {
  return useQuery({
    // Under the records root: a saved account refetches which already have one.
    queryKey: [...queryRoots.records, 'admin-billing-entities', type],
    queryFn: ({ signal }) => getBillingEntities(type, signal),
  });
}
