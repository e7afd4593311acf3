import {
  adminPrivacyRequestListSchema,
  privacyRequestSchema,
  type PrivacyRequest,
  type PrivacyRequestCloseInput,
} from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PrivacyRequestFilter = 'open' | 'closed' | 'all';
export const adminPrivacyRequestsKey = ['admin', 'privacy-requests'] as const;

/** The back office's privacy requests, soonest due first (admins only). */
export function useAdminPrivacyRequests(status: PrivacyRequestFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...adminPrivacyRequestsKey, status],
      queryFn: async ({ signal }) =>
        (await api.get(`/api/admin/privacy-requests?status=${status}`, adminPrivacyRequestListSchema, signal))
          .items,
    }),
  );
}

/** Closes a request with its outcome and the answer its requester reads. */
export function closePrivacyRequest(id: string, input: PrivacyRequestCloseInput): Promise<PrivacyRequest> {
  return api.post(`/api/admin/privacy-requests/${encodeURIComponent(id)}/close`, input, privacyRequestSchema);
}
