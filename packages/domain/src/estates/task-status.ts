/**
 * A task's statuses, and whether it is overdue. Apart from task.ts and without zod, so a screen that
 * shows them (the dashboard's first screen) downloads no schema for them (decision 085).
 */
import { isOverdue, nzToday } from '../dates.js';

export const TASK_STATUSES = ['todo', 'in_progress', 'completed'] as const;

export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * Overdue: not completed and due before today in New Zealand. Computed whenever a task is shown,
 * never stored (the dashboard counts the same rule in SQL).
 */
export function isTaskOverdue(
  task: { dueDate: string | null | undefined; status: string },
  today: string = nzToday(),
): boolean {
  return isOverdue(task.dueDate, task.status === 'completed', today);
}
