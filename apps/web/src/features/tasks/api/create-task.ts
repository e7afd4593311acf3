import type { createTaskSchema } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

export type CreateTaskInput = z.input<typeof createTaskSchema>;

/** A new task, with its form's Idempotency-Key (decision 061): Save pressed again adds it once. */
export function createTask({
  idempotencyKey,
  ...input
}: CreateTaskInput & { idempotencyKey?: string }): Promise<unknown> {
  return api.post('/api/tasks', input, undefined, { idempotencyKey });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => refetchRoots(queryClient, [queryRoots.tasks, queryRoots.estates, queryRoots.dashboard]),
  });
}
