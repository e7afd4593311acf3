import type { createTaskSchema } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

export type CreateTaskInput = z.input<typeof createTaskSchema>;

export function createTask(input: CreateTaskInput): Promise<unknown> {
  return api.post('/api/tasks', input);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => refetchRoots(queryClient, [queryRoots.tasks, queryRoots.estates, queryRoots.dashboard]),
  });
}
