import { isTaskOverdue, TASK_STATUSES, type TaskStatus } from '@estate/domain';
import { toastLater } from '@/lib/toast-later';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { focusRing } from '@/components/ui/focus';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUpdateTaskStatus } from '../api/update-task-status';

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

/**
 * A task's status as a select that saves on change (todo ⇄ in progress ⇄ completed), against the
 * version the task was read at (decision 060). Refused as stale, it says who changed the task and
 * the list shows it as it is now.
 */
export function TaskStatusSelect({
  taskId,
  taskName,
  status,
  version,
  className,
}: {
  taskId: string;
  taskName: string;
  status: string;
  version: number;
  className?: string;
}) {
  const update = useUpdateTaskStatus();
  const value = update.isPending && update.variables ? update.variables.status : status;
  return (
    <select
      aria-label={`Status of ${taskName}`}
      value={value}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(
          { taskId, status: event.target.value as TaskStatus, version },
          {
            onSuccess: (_data, vars) =>
              toastLater('success', `Task marked ${TASK_STATUS_LABELS[vars.status]}`),
            onError: (error) => toastLater('error', messageOf(error, 'The task could not be updated.')),
          },
        )
      }
      className={cn(
        'rounded-md border border-slate-400 bg-white px-2 py-1 text-sm text-slate-900',
        focusRing,
        className,
      )}
    >
      {TASK_STATUSES.map((s) => (
        <option key={s} value={s}>
          {TASK_STATUS_LABELS[s]}
        </option>
      ))}
    </select>
  );
}
