import { isTaskOverdue, type TaskStatus } from '@estate/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To Do',
  in_progress: 'In Progress',
  completed: 'Completed',
};

export function taskStatusLabel(status: string): string {
  return TASK_STATUS_LABELS[status as TaskStatus] ?? 'Pending';
}

/** Completed green, in progress amber, anything else pending-like (spec 2 §4). */
export function taskStatusTone(status: string): BadgeTone {
  if (status === 'completed') return 'success';
  if (status === 'in_progress') return 'warning';
  return 'neutral';
}

export function TaskStatusBadge({ status }: { status: string }) {
  return <Badge tone={taskStatusTone(status)}>{taskStatusLabel(status)}</Badge>;
}

/**
 * "Overdue" beside a task that is not completed and was due before today in New Zealand (the
 * domain's isTaskOverdue: computed as it is shown, never stored). Nothing otherwise.
 */
export function TaskOverdueBadge({ task }: { task: { dueDate: string | null; status: string } }) {
  return isTaskOverdue(task) ? <Badge tone="error">Overdue</Badge> : null;
}
