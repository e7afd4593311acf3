import { formReceiptSchema, type DemoRequestInput } from '@estate/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends the demo request form (POST /api/public/demo-requests). */
export function submitDemoRequest(input: DemoRequestInput) {
  return api.post('/api/public/demo-requests', input, formReceiptSchema);
}

export function useSubmitDemoRequest() {
  return useMutation({ mutationFn: submitDemoRequest });
}
