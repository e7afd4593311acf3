import type { updateEstateSchema } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';
import { estateSchema, type Estate } from './schemas';

export type UpdateEstateInput = { id: string; changes: z.input<typeof updateEstateSchema> };

export function updateEstate({ id, changes }: UpdateEstateInput): Promise<Estate> {
  return api.patch(`/api/estates/${encodeURIComponent(id)}`, changes, estateSchema);
}

/**
 * Executor, grant date, status or stage. The server also re-dates the grant-anchored tasks and
 * assigns the executor's tasks, so tasks and the dashboard are read again.
 */
export function useUpdateEstate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEstate,
    onSuccess: () => refetchRoots(queryClient, [queryRoots.estates, queryRoots.dashboard, queryRoots.tasks]),
  });
}
