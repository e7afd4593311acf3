import { formReceiptSchema, type EnquiryInput } from '@estate/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends the contact form (POST /api/public/enquiries). */
export function submitEnquiry(input: EnquiryInput) {
  return api.post('/api/public/enquiries', input, formReceiptSchema);
}

export function useSubmitEnquiry() {
  return useMutation({ mutationFn: submitEnquiry });
}
