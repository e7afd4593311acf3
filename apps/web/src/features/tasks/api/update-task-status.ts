import type { TaskStatus } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

export type UpdateTaskStatusInput = { taskId: string; status: TaskStatus };

export function updateTaskStatus({ taskId, status }: UpdateTaskStatusInput): Promise<unknown> {
  return api.patch(`/api/tasks/${encodeURIComponent(taskId)}`, { status });
}

/** Moves a task between To Do, In Progress and Completed (either way). */
export function useUpdateTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaskStatus,
    onSuccess: () => refetchRoots(queryClient, [queryRoots.tasks, queryRoots.estates, queryRoots.dashboard]),
  });
}
