import { can } from '@estate/domain';
import {
  Briefcase,
  CalendarClock,
  CheckCircle2,
  ClipboardList,
  FilePlus2,
  ListPlus,
  Plus,
  Upload,
} from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, Panel } from '@/components/ui/panel';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { useDashboard } from '@/features/estates/api/get-dashboard';
import { useRecentEstates } from '@/features/estates/api/get-recent-estates';
import { activitySentence } from '@/features/estates/components/activity-sentence';
import { EstateStatusBadge } from '@/features/estates/components/estate-status-badge';
import { TaskStatusBadge } from '@/features/tasks/components/task-status';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format';

function firstNameOf(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'there';
}

const linkClasses = cn('rounded text-sm font-medium text-blue-700 hover:underline', focusRing);

export function DashboardHomeRoute() {
  const { user } = useAuth();
  // Links follow the admin's "view as" role, like the shell's; the guard still checks the real one.
  const { viewRole } = useViewRole();
  const canCreate = can(viewRole, 'estate:create');
  const dashboard = useDashboard();
  const recent = useRecentEstates();
  const stats = dashboard.data?.stats;
  const statValue = (n: number | undefined) => (n === undefined ? '—' : n);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Dashboard"
        subtitle={`Welcome back, ${firstNameOf(user?.name)}`}
        actions={
          canCreate ? (
            <ButtonLink to={paths.dashboard.newEstate.href()}>
              <Plus aria-hidden="true" className="size-4" />
              New Estate
            </ButtonLink>
          ) : null
        }
      />

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Active Estates" value={statValue(stats?.activeEstates)} icon={Briefcase} />
        <StatCard label="Completed" value={statValue(stats?.completedEstates)} icon={CheckCircle2} />
        <StatCard label="Pending Tasks" value={statValue(stats?.pendingTasks)} icon={ClipboardList} />
        <StatCard
          label="Upcoming"
          value={statValue(stats?.upcoming)}
          icon={CalendarClock}
          hint="Tasks due in the next 14 days"
        />
      </div>

      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <Panel
            title="Recent Estates"
            actions={
              <Link to={paths.dashboard.estates.href()} className={linkClasses}>
                View all
              </Link>
            }
          >
            {recent.isPending ? (
              <LoadingState label="Loading estates…" />
            ) : recent.isError ? (
              <Alert>Error: {messageOf(recent.error, 'Could not load estates.')}</Alert>
            ) : recent.data.length === 0 ? (
              <EmptyState title="No estates found." />
            ) : (
              <ul className="divide-y divide-slate-200">
                {recent.data.map((estate) => (
                  <li key={estate.estateId} className="flex items-center justify-between gap-3 py-3">
                    <div>
                      <Link
                        to={paths.dashboard.estate.href({ id: estate.estateId })}
                        className={cn('rounded font-medium text-slate-900 hover:text-blue-700', focusRing)}
                      >
                        Estate of {estate.deceasedName}
                      </Link>
                      <p className="text-xs text-slate-600">Opened {formatDate(estate.dateCreated)}</p>
                    </div>
                    <EstateStatusBadge status={estate.status} />
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <Panel title="Recent Activity">
            {dashboard.isPending ? (
              <LoadingState label="Loading activity…" />
            ) : dashboard.isError ? (
              <Alert>Error: {messageOf(dashboard.error, 'Could not load the dashboard.')}</Alert>
            ) : dashboard.data.recentActivity.length === 0 ? (
              <EmptyState title="No recent activity." />
            ) : (
              <ul className="divide-y divide-slate-200">
                {dashboard.data.recentActivity.map((item) => (
                  <li
                    key={item.id}
                    className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-3"
                  >
                    <p className="text-sm text-slate-900">
                      {activitySentence(item)}
                      {item.estateId ? (
                        <>
                          {' · '}
                          <Link
                            to={paths.dashboard.estate.href({ id: item.estateId })}
                            className={linkClasses}
                          >
                            View estate
                          </Link>
                        </>
                      ) : null}
                    </p>
                    <time dateTime={item.createdAt} className="text-xs text-slate-600">
                      {formatDateTime(item.createdAt)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>

        <div className="space-y-6">
          <Panel
            title="Upcoming Tasks"
            actions={
              <Link to={paths.dashboard.tasks.href()} className={linkClasses}>
                View all
              </Link>
            }
          >
            {dashboard.isPending ? (
              <LoadingState label="Loading tasks…" />
            ) : dashboard.isError ? (
              <Alert>Error: {messageOf(dashboard.error, 'Could not load tasks.')}</Alert>
            ) : dashboard.data.upcomingTasks.length === 0 ? (
              <EmptyState title="No tasks found." />
            ) : (
              <ul className="space-y-3">
                {dashboard.data.upcomingTasks.slice(0, 3).map((task) => (
                  <li key={task.taskId} className="rounded-lg border border-slate-200 p-3">
                    <p className="text-sm font-medium text-slate-900">{task.name}</p>
                    <p className="mt-1 text-xs text-slate-700">
                      <Link to={paths.dashboard.estate.href({ id: task.estateId })} className={linkClasses}>
                        Estate of {task.deceasedName}
                      </Link>
                    </p>
                    <div className="mt-2 flex items-center justify-between gap-2">
                      <span className="text-xs text-slate-700">
                        Due {formatDate(task.dueDate, 'not set')}
                      </span>
                      <TaskStatusBadge status={task.status} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <Panel title="Quick Actions">
            <div className="grid gap-2">
              {canCreate ? (
                <ButtonLink
                  to={paths.dashboard.newEstate.href()}
                  variant="secondary"
                  className="justify-start"
                >
                  <FilePlus2 aria-hidden="true" className="size-4" />
                  Create New Estate
                </ButtonLink>
              ) : null}
              <ButtonLink
                to={`${paths.dashboard.documents.href()}?upload=1`}
                variant="secondary"
                className="justify-start"
              >
                <Upload aria-hidden="true" className="size-4" />
                Upload Document
              </ButtonLink>
              <ButtonLink
                to={`${paths.dashboard.tasks.href()}?new=1`}
                variant="secondary"
                className="justify-start"
              >
                <ListPlus aria-hidden="true" className="size-4" />
                Create Task
              </ButtonLink>
            </div>
          </Panel>
        </div>
      </div>
    </div>
  );
}
