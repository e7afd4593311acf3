import {
  statementImportResultSchema,
  statementPreviewResultSchema,
  type StatementImport,
} from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots, recordKeys, refetchRoots } from '@/lib/query-keys';

const base = (estateId: string) => `/api/estates/${encodeURIComponent(estateId)}/transactions/import`;

/** Step 1: the statement's rows as they would be imported (nothing is saved). */
export function usePreviewStatement(estateId: string) {
  return useMutation({
    mutationFn: (input: { csv: string; fileName: string }) =>
      api.post(`${base(estateId)}/preview`, input, statementPreviewResultSchema),
  });
}

/** Step 2: imports the statement in one go; the estate's lists and the dashboard refetch. */
export function useImportStatement(estateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One key per import (decision 061): a retry after a lost answer imports the statement once.
    mutationFn: ({ idempotencyKey, ...input }: StatementImport & { idempotencyKey?: string | undefined }) =>
      api.post(base(estateId), input, statementImportResultSchema, { idempotencyKey }),
    onSuccess: () =>
      refetchRoots(queryClient, [
        recordKeys.estate(estateId),
        recordKeys.estate(undefined),
        queryRoots.dashboard,
      ]),
  });
}
