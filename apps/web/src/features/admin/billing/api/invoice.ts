import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  invoiceActionResultSchema,
  invoiceDtoSchema,
  invoiceFileName,
  type CreditNoteInput,
  type InvoiceActionResult,
} from '@estate/domain';
import { api, conflictOf, isApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/format';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

const enc = encodeURIComponent;

/** One invoice's key, under the admin screens' root. */
export const invoiceKey = (id: string) => ['admin', 'invoice', id] as const;

/** The invoice page's invoice: lines, totals (cents), status as shown, where Send goes, the supplier. */
export function useInvoice(id: string) {
  return useQuery({
    queryKey: invoiceKey(id),
    queryFn: ({ signal }) => api.get(`/api/admin/invoices/${enc(id)}`, invoiceDtoSchema, signal),
    // "Invoice not found" is an answer, not a hiccup to retry.
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status === 404),
  });
}

/** Downloads the invoice's PDF (a tax invoice, or a marked draft) under the server's file name; resolves to it. */
export async function downloadInvoice(id: string, number: string | null): Promise<string> {
  const { blob, fileName } = await api.download(`/api/admin/invoices/${enc(id)}/pdf`);
  const name = fileName ?? invoiceFileName({ id, number });
  saveBlob(blob, name);
  return name;
}

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: ({ id, number }: { id: string; number: string | null }) => downloadInvoice(id, number),
  });
}

/**
 * Issue, Send or Mark Paid, on the invoice as it was read (`version`, sent as If-Match; decision 060): the
 * answer is the invoice as it now is, shown at once; the invoice lists, the billing cards and the
 * admin dashboard refetch. Refused as stale (412: someone sent or paid it since), the page shows the
 * invoice as it is now.
 */
function useInvoiceAction(action: 'issue' | 'send' | 'mark-paid') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }): Promise<InvoiceActionResult> =>
      api.post(`/api/admin/invoices/${enc(id)}/${action}`, {}, invoiceActionResultSchema, {
        ifMatch: version,
      }),
    onError: (error, { id }) => {
      if (conflictOf(error)) void queryClient.invalidateQueries({ queryKey: invoiceKey(id) });
    },
    onSuccess: (result) => {
      queryClient.setQueryData(invoiceKey(result.invoice.id), result.invoice);
      // The invoice lists (records), the billing cards (dashboard) and the admin dashboard (admin).
      return refetchRoots(queryClient, [queryRoots.records, queryRoots.dashboard, ['admin']]);
    },
  });
}

export const useIssueInvoice = () => useInvoiceAction('issue');
export const useSendInvoice = () => useInvoiceAction('send');
export const useMarkInvoicePaid = () => useInvoiceAction('mark-paid');

/**
 * Delete a draft, as it was read (If-Match; decision 060). An issued invoice is refused (409) with
 * how to correct it. The invoice lists and cards refetch.
 */
export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api.delete(`/api/admin/invoices/${enc(id)}`, undefined, { ifMatch: version }),
    onError: (error, { id }) => {
      if (conflictOf(error)) void queryClient.invalidateQueries({ queryKey: invoiceKey(id) });
    },
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: invoiceKey(id) });
      return refetchRoots(queryClient, [queryRoots.records, queryRoots.dashboard, ['admin']]);
    },
  });
}

/**
 * Credit note (decision 081): corrects an issued invoice in full or in part, with a reason, on the
 * invoice as it was read (If-Match) and once per dialog (Idempotency-Key). The answer, the invoice
 * with its credit notes, shows at once; the lists and cards refetch.
 */
export function useCreditInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      version,
      idempotencyKey,
      input,
    }: {
      id: string;
      version: number;
      idempotencyKey: string;
      input: CreditNoteInput;
    }): Promise<InvoiceActionResult> =>
      api.post(`/api/admin/invoices/${enc(id)}/credit-notes`, input, invoiceActionResultSchema, {
        ifMatch: version,
        idempotencyKey,
      }),
    onError: (error, { id }) => {
      if (conflictOf(error)) void queryClient.invalidateQueries({ queryKey: invoiceKey(id) });
    },
    onSuccess: (result) => {
      queryClient.setQueryData(invoiceKey(result.invoice.id), result.invoice);
      return refetchRoots(queryClient, [queryRoots.records, queryRoots.dashboard, ['admin']]);
    },
  });
}

/** Downloads one credit note's PDF under the server's file name; resolves to it. */
export async function downloadCreditNote(
  invoiceId: string,
  note: { id: string; number: string },
): Promise<string> {
  const { blob, fileName } = await api.download(
    `/api/admin/invoices/${enc(invoiceId)}/credit-notes/${enc(note.id)}/pdf`,
  );
  const name = fileName ?? `credit-note-${note.number}.pdf`;
  saveBlob(blob, name);
  return name;
}
