import type { Role } from '@estate/domain';

/**
 * What the Tasks page lists, by the signed-in person's role (access.ts `myTasks`): an admin every
 * task, a lawyer the tasks of the estates they opened, anyone else the tasks assigned to them.
 */
export function tasksSubtitle(role: Role | null | undefined): string {
  if (role === 'admin') return 'All tasks, on every estate.';
  if (role === 'lawyer') return 'Tasks of the estates you opened.';
  return 'Tasks assigned to you.';
}
