import { formReceiptSchema, type EnquiryInput } from '@estate/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Sends a support request from the Help Center or the FAQ through the contact pipeline the public
 * site uses (POST /api/public/enquiries): it is stored, emailed to the team, and listed for admins
 * at /dashboard/admin/enquiries.
 */
export function sendSupportRequest(input: EnquiryInput) {
  return api.post('/api/public/enquiries', input, formReceiptSchema);
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
