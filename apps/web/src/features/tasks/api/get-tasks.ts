import { taskListSchema, type Task, type TaskStatus } from '@estate/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export { taskSchema, type Task } from '@estate/domain';

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
