import type { DemoRequestInput } from '@estate/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { loadFormSchemas } from '../load-form-schemas';

/** Sends the demo request form (POST /api/public/demo-requests). */
export async function submitDemoRequest(input: DemoRequestInput) {
  const { formReceiptSchema } = await loadFormSchemas();
  return api.post('/api/public/demo-requests', input, formReceiptSchema);
}

export function useSubmitDemoRequest() {
  return useMutation({ mutationFn: submitDemoRequest });
}
