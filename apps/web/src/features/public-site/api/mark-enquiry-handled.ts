import type { EnquiryKind } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enquiriesQueryKey } from './get-enquiries';

/** Marks an enquiry or demo request handled by the signed-in admin. */
export function markEnquiryHandled({ kind, id }: { kind: EnquiryKind; id: string }) {
  return api.post(`/api/admin/enquiries/${kind}/${encodeURIComponent(id)}/handled`);
}

export function useMarkEnquiryHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEnquiryHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiriesQueryKey }),
  });
}
