import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { focusRing } from '@/components/ui/focus';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import type { Task } from '../api/get-tasks';
import { TaskOverdueBadge, TaskStatusBadge } from './task-status';
import { TaskStatusSelect } from './task-status-select';

const taskIdOf = (task: Task) => task.taskId;

/**
 * Tasks in a table: the task (and its basis), its estate where the list spans estates, the due date
 * (with Overdue) and the status, which those who run the estate change in place.
 */
export function TaskTable({
  tasks,
  manages,
  showsEstate = false,
  noDueDate,
  detail,
  isPending,
  error,
  onRetry,
  empty,
}: {
  tasks: readonly Task[] | undefined;
  /** The status is a select that saves (for those who run the estate), or a badge. */
  manages: boolean;
  /** The Estate column, a link to each task's estate: for the tasks of many estates. */
  showsEstate?: boolean;
  /** What the Due Date column says of a task without one. */
  noDueDate: string;
  /** More under a task's name (the tasks page: the s65 task's release rules). */
  detail?: (task: Task) => ReactNode;
  isPending?: boolean;
  /** The message of a failed load (shown with Retry). */
  error?: string | null;
  onRetry?: () => void;
  /** What shows instead of the table with no tasks (without it, the caller says so itself). */
  empty?: { title: string; hint?: string | undefined };
}) {
  const columns = useMemo(
    (): DataColumn<Task>[] => [
      {
        id: 'task',
        header: 'Task',
        cell: (t) => (
          <>
            <p className="font-medium text-slate-900">{t.name}</p>
            {t.basis ? <p className="text-xs text-slate-600">{t.basis}</p> : null}
            {detail?.(t)}
          </>
        ),
      },
      ...(showsEstate
        ? [
            {
              id: 'estate',
              header: 'Estate',
              cell: (t: Task) => (
                <Link
                  to={paths.dashboard.estate.href({ id: t.estateId })}
                  className={cn('rounded text-blue-700 hover:underline', focusRing)}
                >
                  Estate of {t.deceasedName}
                </Link>
              ),
            },
          ]
        : []),
      {
        id: 'dueDate',
        header: 'Due Date',
        className: 'whitespace-nowrap',
        cell: (t) => (
          <span className="flex flex-wrap items-center gap-2">
            {formatDate(t.dueDate, noDueDate)}
            <TaskOverdueBadge task={t} />
          </span>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: (t) =>
          manages ? (
            <TaskStatusSelect taskId={t.taskId} taskName={t.name} status={t.status} version={t.version} />
          ) : (
            <TaskStatusBadge status={t.status} />
          ),
      },
    ],
    [manages, showsEstate, noDueDate, detail],
  );
  return (
    <DataTable
      label="Tasks"
      isRegion={false}
      columns={columns}
      rows={tasks}
      rowId={taskIdOf}
      isPending={isPending}
      error={error}
      onRetry={onRetry}
      empty={empty}
    />
  );
}
