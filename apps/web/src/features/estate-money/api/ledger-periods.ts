import { ledgerPeriodsSchema, type PeriodCloseInput, type PeriodReopenInput } from '@estate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recordKeys, refetchRoots } from '@/lib/query-keys';

const enc = encodeURIComponent;

/**
 * How far the estate's books are closed, and every close and reopen (GET …/periods). Kept under the
 * estate's records key: a close changes which of its entries are locked, so its lists refetch too.
 */
export const ledgerPeriodsKey = (estateId: string) =>
  [...recordKeys.estate(estateId), 'ledger-periods'] as const;

export function useLedgerPeriods(estateId: string) {
  return useQuery({
    queryKey: ledgerPeriodsKey(estateId),
    queryFn: ({ signal }) => api.get(`/api/estates/${enc(estateId)}/periods`, ledgerPeriodsSchema, signal),
    enabled: Boolean(estateId),
  });
}

/** Closes the books through a date (one Idempotency-Key per dialog: a retry closes them once). */
export function useClosePeriod(estateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: PeriodCloseInput & { idempotencyKey: string }) =>
      api.post(`/api/estates/${enc(estateId)}/periods/close`, input, ledgerPeriodsSchema, { idempotencyKey }),
    onSuccess: () => refetchRoots(queryClient, [recordKeys.estate(estateId)]),
  });
}

/** Reopens the books, with the reason. */
export function useReopenPeriod(estateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: PeriodReopenInput & { idempotencyKey: string }) =>
      api.post(`/api/estates/${enc(estateId)}/periods/reopen`, input, ledgerPeriodsSchema, {
        idempotencyKey,
      }),
    onSuccess: () => refetchRoots(queryClient, [recordKeys.estate(estateId)]),
  });
}
