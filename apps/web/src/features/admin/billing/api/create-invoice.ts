import { createdInvoiceSchema } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

export const createInvoice = (accountId: string, notes?: string) =>
  api.post(
    `/api/admin/billing-accounts/${encodeURIComponent(accountId)}/invoices`,
    notes ? { notes } : {},
    createdInvoiceSchema,
  );

/** Creates a draft invoice from a billing account; the lists, cards and chart follow. */
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, notes }: { accountId: string; notes?: string }) =>
      createInvoice(accountId, notes),
    onSuccess: () => refetchRoots(queryClient, [queryRoots.records, queryRoots.dashboard]),
  });
}
