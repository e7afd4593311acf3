import { TASK_STATUSES, type TaskStatus } from '@estate/domain';
import { toastLater } from '@/lib/toast-later';
import { focusRing } from '@/components/ui/focus';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUpdateTaskStatus } from '../api/update-task-status';
import { TASK_STATUS_LABELS } from './task-status';

// Apart from the status badges (task-status.tsx), which the dashboard's home page draws: the
// select, and the change it saves, load with the task lists (decision 085).

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
