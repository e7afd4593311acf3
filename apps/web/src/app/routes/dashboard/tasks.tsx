import { can } from '@estate/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EstatePicker } from '@/components/ui/estate-picker';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { Tabs } from '@/components/ui/tabs';
import { ReleaseRuleList } from '@/features/notifyflow/components/release-rule';
import { useTasks, type Task } from '@/features/tasks/api/get-tasks';
import { TaskCreateDialog } from '@/features/tasks/components/task-create-dialog';
import { TaskTable } from '@/features/tasks/components/task-table';
import { tasksSubtitle } from '@/features/tasks/tasks-subtitle';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

const STATUS_TABS = [
  { value: 'all', label: 'All' },
  { value: 'todo', label: 'To Do' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
] as const;
type StatusTab = (typeof STATUS_TABS)[number]['value'];

/** Under the s65 task's name: each notified organisation's release rule (NotifyFlow, issue 18). */
const releaseRulesOf = (t: Task) =>
  t.releaseRules?.length ? <ReleaseRuleList rules={t.releaseRules} /> : null;

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
        <TaskTable
          tasks={tasks.data}
          manages={manages}
          showsEstate
          noDueDate="Not set"
          detail={releaseRulesOf}
          isPending={tasks.isPending}
          error={tasks.isError ? `Error: ${messageOf(tasks.error, 'Failed to load tasks.')}` : null}
          onRetry={() => void tasks.refetch()}
          empty={{
            title: 'No tasks found.',
            hint: filtered || status !== 'all' ? 'Try adjusting your search or filters.' : undefined,
          }}
        />
      </Tabs>

      {creating && manages ? (
        <TaskCreateDialog defaultEstateId={estateId} onClose={() => setCreating(false)} />
      ) : null}
    </div>
  );
}
