import type { updateEstateSchema } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, conflictOf } from '@/lib/api-client';
import { queryRoots, recordKeys, refetchRoots } from '@/lib/query-keys';
import { estateSchema, type Estate } from './schemas';

/** A change to an estate, made against the version it was read at (decision 060). */
export type UpdateEstateInput = { id: string; version: number; changes: z.input<typeof updateEstateSchema> };

export function updateEstate({ id, version, changes }: UpdateEstateInput): Promise<Estate> {
  return api.patch(`/api/estates/${encodeURIComponent(id)}`, changes, estateSchema, { ifMatch: version });
}

/**
 * Executor, grant date, status or stage. The server also re-dates the grant-anchored tasks and
 * obligations, assigns the executor's tasks and moves the estate's own workflow stages, so tasks,
 * the estate's records and the dashboard are read again.
 */
export function useUpdateEstate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEstate,
    onSuccess: (_estate, { id }) =>
      refetchRoots(queryClient, [
        queryRoots.estates,
        queryRoots.dashboard,
        queryRoots.tasks,
        recordKeys.estate(id),
      ]),
    // Refused as stale (412: someone else changed the estate): the page shows the estate as it is
    // now, and the form says who changed it.
    onError: (error) => {
      if (conflictOf(error)) void refetchRoots(queryClient, [queryRoots.estates]);
    },
  });
}
