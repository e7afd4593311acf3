import { can, type TaskStatus } from '@estate/domain';
import { Plus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { SelectField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/loading-state';
import { EmptyState } from '@/components/ui/panel';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useEstates } from '@/features/estates/api/get-estates';
import { useRecentEstates } from '@/features/estates/api/get-recent-estates';
import { useTasks } from '@/features/tasks/api/get-tasks';
import { TaskCreateDialog } from '@/features/tasks/components/task-create-dialog';
import { TaskStatusSelect } from '@/features/tasks/components/task-status';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
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

/** /dashboard/tasks: lawyers see the tasks of estates they created; others the tasks assigned to them. */
export function TasksRoute() {
  useDocumentTitle('Tasks');
  const { role } = useAuth();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [estateId, setEstateId] = useState('');
  const [status, setStatus] = useState<StatusTab>('all');
  const creating = params.get('new') === '1';
  const q = useDebouncedValue(search.trim(), 300);
  const tasks = useTasks({ q, estateId, status: status === 'all' ? '' : (status as TaskStatus) });
  const allTasks = useTasks({});
  const canOpenEstates = can(role, 'estate:create');
  const mine = useEstates({ pageSize: 100 });
  const recent = useRecentEstates();

  // The estates to choose from: those I created (lawyers, admins), those I am linked to, and any
  // estate one of my tasks belongs to.
  const estateOptions = useMemo(() => {
    const byId = new Map<string, string>();
    if (canOpenEstates) for (const e of mine.data?.items ?? []) byId.set(e.estateId, e.deceasedName);
    for (const e of recent.data ?? []) byId.set(e.estateId, e.deceasedName);
    for (const t of allTasks.data ?? []) byId.set(t.estateId, t.deceasedName);
    return [...byId]
      .map(([id, deceasedName]) => ({ estateId: id, deceasedName }))
      .sort((a, b) => a.deceasedName.localeCompare(b.deceasedName));
  }, [canOpenEstates, mine.data, recent.data, allTasks.data]);

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
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Tasks</h1>
          <p className="mt-1 text-slate-700">
            {role === 'lawyer' ? 'Tasks of the estates you opened.' : 'Tasks assigned to you.'}
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          New Task
        </Button>
      </div>

      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <div>
          <label htmlFor="task-search" className="mb-1 block text-sm font-medium text-slate-900">
            Search tasks
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              id="task-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search by task name..."
              className={cn(
                'block w-full rounded-md border border-slate-400 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500',
                focusRing,
                'focus-visible:ring-offset-0',
              )}
            />
          </div>
        </div>
        <SelectField label="Estate" value={estateId} onChange={(e) => setEstateId(e.target.value)}>
          <option value="">All Estates</option>
          {estateOptions.map((e) => (
            <option key={e.estateId} value={e.estateId}>
              Estate of {e.deceasedName}
            </option>
          ))}
        </SelectField>
      </div>

      <Tabs label="Task status" tabs={STATUS_TABS} value={status} onChange={setStatus}>
        {tasks.isPending ? (
          <LoadingState label="Loading tasks..." showLabel />
        ) : tasks.isError ? (
          <Alert>
            <p>Error: {messageOf(tasks.error, 'Failed to load tasks.')}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void tasks.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : tasks.data.length === 0 ? (
          <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
            <EmptyState
              title="No tasks found."
              hint={filtered || status !== 'all' ? 'Try adjusting your search or filters.' : undefined}
            />
          </div>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Task
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Estate
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Due Date
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {tasks.data.map((t) => (
                  <tr key={t.taskId}>
                    <td className="px-4 py-3">
                      <p className="font-medium text-slate-900">{t.name}</p>
                      {t.basis ? <p className="text-xs text-slate-600">{t.basis}</p> : null}
                    </td>
                    <td className="px-4 py-3">
                      <Link
                        to={paths.dashboard.estate.href({ id: t.estateId })}
                        className={cn('rounded text-blue-700 hover:underline', focusRing)}
                      >
                        Estate of {t.deceasedName}
                      </Link>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatDate(t.dueDate, 'Not set')}</td>
                    <td className="px-4 py-3">
                      <TaskStatusSelect taskId={t.taskId} taskName={t.name} status={t.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Tabs>

      {creating ? (
        <TaskCreateDialog
          estates={estateOptions}
          defaultEstateId={estateId}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </div>
  );
}
