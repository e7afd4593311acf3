import type { CreateEstateInput } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { appendUploadIds } from '@/lib/uploads';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

const createdSchema = z.object({
  estateId: z.string(),
  tasksCreated: z.number(),
  skippedFiles: z.array(z.object({ fileName: z.string(), reason: z.string() })).default([]),
});
export type EstateCreated = z.infer<typeof createdSchema>;

/**
 * The wizard's one call: the estate, its documents (sent earlier, named by upload id, decision 049)
 * and its starter tasks are created together, so a failure leaves nothing half made.
 */
export function createEstate({
  payload,
  uploadIds,
  idempotencyKey,
}: {
  payload: CreateEstateInput;
  uploadIds: readonly string[];
  /** One per submission (decision 061): a retry is answered the first estate, not a second one. */
  idempotencyKey?: string | undefined;
}): Promise<EstateCreated> {
  const body = new FormData();
  body.append('payload', JSON.stringify(payload));
  return api.postForm('/api/estates', appendUploadIds(body, uploadIds), createdSchema, { idempotencyKey });
}

export function useCreateEstate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEstate,
    onSuccess: () =>
      refetchRoots(queryClient, [
        queryRoots.estates,
        queryRoots.dashboard,
        queryRoots.tasks,
        queryRoots.documents,
      ]),
  });
}
