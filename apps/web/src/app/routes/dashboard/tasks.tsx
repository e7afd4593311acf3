import { can } from '@estate/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TableHead, TableShell, tableCell } from '@/components/ui/data-table';
import { focusRing } from '@/components/ui/focus';
import { EstatePicker } from '@/components/ui/estate-picker';
import { EmptyListBox, LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ReleaseRuleList } from '@/features/notifyflow/components/release-rule';
import { useTasks } from '@/features/tasks/api/get-tasks';
import { TaskCreateDialog } from '@/features/tasks/components/task-create-dialog';
import { TaskOverdueBadge, TaskStatusBadge, TaskStatusSelect } from '@/features/tasks/components/task-status';
import { tasksSubtitle } from '@/features/tasks/tasks-subtitle';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';

const STATUS_TABS = [
  { value: 'all', label: 'All' },
  { value: 'todo', label: 'To Do' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
] as const;
type StatusTab = (typeof STATUS_TABS)[number]['value'];

/**
 * /dashboard/tasks: an admin sees every task, lawyers the tasks of estates they created, others the
 * tasks assigned to them (tasksSubtitle says which). Overdue tasks are marked Overdue.
 */
export function TasksRoute() {
  const { role } = useAuth();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [estateId, setEstateId] = useState('');
  const [status, setStatus] = useState<StatusTab>('all');
  const creating = params.get('new') === '1';
  const q = useDebouncedValue(search.trim(), 300);
  const tasks = useTasks({ q, estateId, status: status === 'all' ? '' : status });
  const manages = can(role, 'estate:manage');

  const setCreating = (open: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (open) next.set('new', '1');
        else next.delete('new');
        return next;
      },
      { replace: true },
    );

  const filtered = Boolean(q || estateId);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Tasks"
        subtitle={tasksSubtitle(role)}
        actions={
          manages ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              New Task
            </Button>
          ) : null
        }
      />

      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <SearchField
          id="task-search"
          label="Search tasks"
          placeholder="Search by task name..."
          value={search}
          onChange={setSearch}
        />
        <EstatePicker
          emptyLabel="All Estates"
          value={estateId}
          onChange={(e) => setEstateId(e.target.value)}
        />
      </div>

      <Tabs label="Task status" tabs={STATUS_TABS} value={status} onChange={setStatus}>
        {tasks.isPending ? (
          <LoadingState label="Loading tasks..." showLabel />
        ) : tasks.isError ? (
          <LoadError onRetry={() => void tasks.refetch()}>
            Error: {messageOf(tasks.error, 'Failed to load tasks.')}
          </LoadError>
        ) : tasks.data.length === 0 ? (
          <EmptyListBox
            title="No tasks found."
            hint={filtered || status !== 'all' ? 'Try adjusting your search or filters.' : undefined}
          />
        ) : (
          <TableShell>
            <TableHead columns={['Task', 'Estate', 'Due Date', 'Status']} />
            <tbody className="divide-y divide-slate-200">
              {tasks.data.map((t) => (
                <tr key={t.taskId}>
                  <td className={tableCell}>
                    <p className="font-medium text-slate-900">{t.name}</p>
                    {t.basis ? <p className="text-xs text-slate-600">{t.basis}</p> : null}
                    {t.releaseRules?.length ? <ReleaseRuleList rules={t.releaseRules} /> : null}
                  </td>
                  <td className={tableCell}>
                    <Link
                      to={paths.dashboard.estate.href({ id: t.estateId })}
                      className={cn('rounded text-blue-700 hover:underline', focusRing)}
                    >
                      Estate of {t.deceasedName}
                    </Link>
                  </td>
                  <td className={cn(tableCell, 'whitespace-nowrap')}>
                    <span className="flex flex-wrap items-center gap-2">
                      {formatDate(t.dueDate, 'Not set')}
                      <TaskOverdueBadge task={t} />
                    </span>
                  </td>
                  <td className={tableCell}>
                    {manages ? (
                      <TaskStatusSelect
                        taskId={t.taskId}
                        taskName={t.name}
                        status={t.status}
                        version={t.version}
                      />
                    ) : (
                      <TaskStatusBadge status={t.status} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableShell>
        )}
      </Tabs>

      {creating && manages ? (
        <TaskCreateDialog defaultEstateId={estateId} onClose={() => setCreating(false)} />
      ) : null}
    </div>
  );
}
