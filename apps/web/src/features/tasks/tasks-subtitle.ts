import type { Role } from '@estate/domain';

/**
 * What the Tasks page lists, by the signed-in person's role (access `estatesWhoseTasksAreMine`,
 * decision 059): an admin every task; a lawyer the tasks of their firm's estates and the others they
 * work on; a beneficiary the tasks of the estates they follow (read-only, decision 042); an executor
 * the tasks assigned to them.
 */
export function tasksSubtitle(role: Role | null | undefined): string {
  if (role === 'admin') return 'All tasks, on every estate.';
  if (role === 'lawyer') return "Tasks of your firm's estates and the others you work on.";
  if (role === 'beneficiary') return 'Tasks of the estates you follow.';
  return 'Tasks assigned to you.';
}
