import type { TaskStatus } from '@estate/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const taskSchema = z.object({
  taskId: z.string(),
  name: z.string(),
  status: z.string(),
  dueDate: z.string().nullable(),
  estateId: z.string(),
  deceasedName: z.string(),
  assignedToUserId: z.string().nullable(),
  basis: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;
const taskListSchema = z.object({ items: z.array(taskSchema) });

export type TaskListParams = { estateId?: string; status?: TaskStatus | ''; q?: string };

export async function getTasks(params: TaskListParams, signal?: AbortSignal): Promise<Task[]> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return (await api.get(`/api/tasks${query ? `?${query}` : ''}`, taskListSchema, signal)).items;
}

export function tasksQueryOptions(params: TaskListParams) {
  return queryOptions({
    queryKey: [...queryRoots.tasks, params],
    queryFn: ({ signal }) => getTasks(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Lawyers: tasks of the estates they created; everyone else: tasks assigned to them. */
export function useTasks(params: TaskListParams) {
  return useQuery(tasksQueryOptions(params));
}
