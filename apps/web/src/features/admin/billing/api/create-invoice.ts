import { createdInvoiceSchema } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

/** `idempotencyKey`: one per invoice created (decision 061); a retry makes no second invoice. */
export const createInvoice = (accountId: string, notes?: string, idempotencyKey?: string) =>
  api.post(
    `/api/admin/billing-accounts/${encodeURIComponent(accountId)}/invoices`,
    notes ? { notes } : {},
    createdInvoiceSchema,
    { idempotencyKey },
  );

/** Creates a draft invoice from a billing account; the lists, cards and chart follow. */
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      accountId,
      notes,
      idempotencyKey,
    }: {
      accountId: string;
      notes?: string | undefined;
      idempotencyKey?: string | undefined;
    }) => createInvoice(accountId, notes, idempotencyKey),
    onSuccess: () => refetchRoots(queryClient, [queryRoots.records, queryRoots.dashboard]),
  });
}
