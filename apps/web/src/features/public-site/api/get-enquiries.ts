import { enquiryListSchema } from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const enquiriesQueryKey = ['admin', 'enquiries'] as const;

/** Contact enquiries and demo requests, newest first (admins only). */
export function getEnquiries(signal?: AbortSignal) {
  return api.get('/api/admin/enquiries', enquiryListSchema, signal).then((r) => r.items);
}

export function enquiriesQueryOptions() {
  return queryOptions({ queryKey: enquiriesQueryKey, queryFn: ({ signal }) => getEnquiries(signal) });
}

export function useEnquiries() {
  return useQuery(enquiriesQueryOptions());
}
