import type { EnquiryInput } from '@estate/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { loadFormSchemas } from '../load-form-schemas';

/** Sends the contact form (POST /api/public/enquiries). */
export async function submitEnquiry(input: EnquiryInput) {
  const { formReceiptSchema } = await loadFormSchemas();
  return api.post('/api/public/enquiries', input, formReceiptSchema);
}

export function useSubmitEnquiry() {
  return useMutation({ mutationFn: submitEnquiry });
}
