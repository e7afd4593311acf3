import { distributionDtoSchema, transactionDtoSchema, type ReversalInput } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryRoots, recordKeys, refetchRoots } from '@/lib/query-keys';

const enc = encodeURIComponent;

/** The two ledgers whose kept entries are corrected by a reversal (decision 070). */
export type ReversibleKind = 'transactions' | 'distributions';

/** The reversal as its ledger answers it (the screen refetches the list, so only the row is read). */
const answerOf: Record<ReversibleKind, z.ZodType<{ id: string }>> = {
  transactions: transactionDtoSchema,
  distributions: distributionDtoSchema,
};

/**
 * Reverses a kept entry (POST …/<kind>/:id/reversal) with a reason: sent with the version the entry
 * was read at (If-Match) and one Idempotency-Key per dialog, so a retry after a lost answer
 * reverses it once. The estate's lists, its account and the dashboard refetch.
 */
export function useReverseEntry(kind: ReversibleKind, estateId: string) {
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
      input: ReversalInput;
    }) =>
      api.post(`/api/estates/${enc(estateId)}/${kind}/${enc(id)}/reversal`, input, answerOf[kind], {
        idempotencyKey,
        ifMatch: version,
      }),
    onSuccess: () =>
      refetchRoots(queryClient, [
        recordKeys.estate(estateId),
        recordKeys.estate(undefined),
        queryRoots.dashboard,
      ]),
  });
}
