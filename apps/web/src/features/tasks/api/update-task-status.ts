import type { TaskStatus } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, conflictOf } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

/** A status change, made against the version the task was read at (decision 060). */
export type UpdateTaskStatusInput = { taskId: string; status: TaskStatus; version: number };

export function updateTaskStatus({ taskId, status, version }: UpdateTaskStatusInput): Promise<unknown> {
  return api.patch(`/api/tasks/${encodeURIComponent(taskId)}`, { status }, undefined, { ifMatch: version });
}

/** Moves a task between To Do, In Progress and Completed (either way). */
export function useUpdateTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaskStatus,
    onSuccess: () => refetchRoots(queryClient, [queryRoots.tasks, queryRoots.estates, queryRoots.dashboard]),
    // Refused as stale (412: someone changed the task since): the lists show it as it is now.
    onError: (error) => {
      if (conflictOf(error)) void refetchRoots(queryClient, [queryRoots.tasks, queryRoots.estates]);
    },
  });
}
