import { TableHead, TableShell, tableCell } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/panel';
import type { EstateDetail } from '@/features/estates/api/schemas';
import { TaskOverdueBadge, TaskStatusBadge, TaskStatusSelect } from '@/features/tasks/components/task-status';
import { formatDate } from '@/lib/format';

const td = tableCell;

/** The estate's tasks: due date (with Overdue) and status, which those who run the estate change. */
export function TasksTab({ estate, manages }: { estate: EstateDetail; manages: boolean }) {
  if (!estate.tasks.length) return <EmptyState title="No tasks found." />;
  return (
    <TableShell>
      <TableHead columns={['Task', 'Due Date', 'Status']} />
      <tbody className="divide-y divide-slate-200">
        {estate.tasks.map((t) => (
          <tr key={t.taskId}>
            <td className={td}>
              <p className="font-medium text-slate-900">{t.name}</p>
              {t.basis ? <p className="text-xs text-slate-600">{t.basis}</p> : null}
            </td>
            <td className={`${td} whitespace-nowrap`}>
              <span className="flex flex-wrap items-center gap-2">
                {t.dueDate ? formatDate(t.dueDate) : 'Set once the grant date is known'}
                <TaskOverdueBadge task={t} />
              </span>
            </td>
            <td className={td}>
              {manages ? (
                <TaskStatusSelect taskId={t.taskId} taskName={t.name} status={t.status} version={t.version} />
              ) : (
                <TaskStatusBadge status={t.status} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </TableShell>
  );
}
