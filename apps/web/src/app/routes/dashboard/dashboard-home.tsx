import { addDays, can, MAX_CALENDAR_RANGE_DAYS, nzToday, type DashboardTask } from '@estate/domain';
import {
  AlertTriangle,
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
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { QueryStates } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, Panel } from '@/components/ui/panel';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { useCalendar } from '@/features/calendar/api/get-calendar';
import { useDashboard } from '@/features/estates/api/get-dashboard';
import { useRecentEstates } from '@/features/estates/api/get-recent-estates';
import { activitySentence } from '@/features/estates/components/activity-sentence';
import { EstateStatusBadge } from '@/features/estates/components/estate-status-badge';
import { TaskStatusBadge } from '@/features/tasks/components/task-status';
import { useAuth } from '@/lib/auth/use-auth';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format';

function firstNameOf(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'there';
}

const linkClasses = cn('rounded text-sm font-medium text-blue-700 hover:underline', focusRing);

/** How many calendar items the Upcoming Events panel shows. */
const EVENTS_SHOWN = 4;

/** A task of the Upcoming Tasks panel: its estate, due date and status, and Overdue when it is. */
function DashboardTaskItem({ task, overdue }: { task: DashboardTask; overdue: boolean }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="text-sm font-medium text-slate-900">{task.name}</p>
      <p className="mt-1 text-xs text-slate-700">
        <Link to={paths.dashboard.estate.href({ id: task.estateId })} className={linkClasses}>
          Estate of {task.deceasedName}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-slate-700">Due {formatDate(task.dueDate, 'not set')}</span>
        <span className="flex flex-wrap gap-1">
          {overdue ? <Badge tone="error">Overdue</Badge> : null}
          <TaskStatusBadge status={task.status} />
        </span>
      </div>
    </li>
  );
}

/** A panel's link at the right of its title (View all, View calendar). */
function PanelLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={linkClasses}>
      {children}
    </Link>
  );
}

/**
 * Upcoming Events: the next calendar items from today (events people added, statutory dates,
 * milestones and tax due dates; tasks have their own panel), over the calendar's longest range.
 */
function UpcomingEventsPanel() {
  const today = nzToday();
  const calendar = useCalendar(today, addDays(today, MAX_CALENDAR_RANGE_DAYS - 1));
  const eventsOf = <I extends { source: string }>(items: I[]) => items.filter((i) => i.source !== 'task');
  return (
    <Panel
      title="Upcoming Events"
      actions={<PanelLink to={paths.dashboard.calendar.href()}>View calendar</PanelLink>}
    >
      <QueryStates
        query={calendar}
        loading="Loading events…"
        error="Could not load the calendar."
        isEmpty={(data) => eventsOf(data.items).length === 0}
        empty={
          <EmptyState title="No upcoming events." hint="Nothing on the calendar in the next six weeks." />
        }
      >
        {(data) => (
          <ul className="divide-y divide-slate-200">
            {eventsOf(data.items)
              .slice(0, EVENTS_SHOWN)
              .map((event) => (
                <li key={event.id} className="py-3">
                  <Link
                    to={event.link}
                    className={cn(
                      'rounded text-sm font-medium text-slate-900 hover:text-blue-700',
                      focusRing,
                    )}
                  >
                    {event.title}
                  </Link>
                  <p className="mt-1 text-xs text-slate-700">
                    <time dateTime={event.date}>{formatDate(event.date)}</time>
                    {event.time ? ` · ${event.time}` : ''}
                    {event.estate ? ` · ${event.estate.name}` : ''}
                  </p>
                </li>
              ))}
          </ul>
        )}
      </QueryStates>
    </Panel>
  );
}

export function DashboardHomeRoute() {
  const { user, role } = useAuth();
  // Links follow the admin's "view as" role, like the shell's; the guard still checks the real one.
  const { viewRole } = useViewRole();
  const canCreate = can(viewRole, 'estate:create');
  const dashboard = useDashboard();
  const recent = useRecentEstates();
  const stats = dashboard.data?.stats;
  const statValue = (n: number | undefined) => (n === undefined ? '—' : n);
  // "Welcome back" once the person has been here before; "Welcome" on the first visit. The dashboard's
  // answer says which: until it comes the line keeps its place, invisible, rather than greeting a
  // returning person with "Welcome" and then changing its mind.
  const greeting = dashboard.data && !dashboard.data.firstVisit ? 'Welcome back' : 'Welcome';
  const greetingLine = `${greeting}, ${firstNameOf(user?.name)}`;
  // All activity: the audit log for those who may read it; otherwise an estate's Timeline (the one
  // estate, or My Estates to choose one when there are several).
  const onlyEstate = recent.data?.length === 1 ? recent.data[0] : undefined;
  const allActivity = can(role, 'audit:view')
    ? paths.dashboard.auditLog.href()
    : onlyEstate
      ? paths.dashboard.estateSection.href({ id: onlyEstate.estateId, section: 'timeline' })
      : paths.dashboard.estates.href();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Dashboard"
        subtitle={
          dashboard.isPending ? (
            <span aria-hidden="true" className="invisible">
              {greetingLine}
            </span>
          ) : (
            greetingLine
          )
        }
        actions={
          canCreate ? (
            <ButtonLink to={paths.dashboard.newEstate.href()}>
              <Plus aria-hidden="true" className="size-4" />
              New Estate
            </ButtonLink>
          ) : null
        }
      />

      {/* Two counts a row on a phone, so the five do not fill the first screens. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
        <StatCard label="Active Estates" value={statValue(stats?.activeEstates)} icon={Briefcase} />
        <StatCard label="Completed" value={statValue(stats?.completedEstates)} icon={CheckCircle2} />
        <StatCard label="Pending Tasks" value={statValue(stats?.pendingTasks)} icon={ClipboardList} />
        <StatCard
          label="Overdue"
          value={statValue(stats?.overdue)}
          icon={AlertTriangle}
          hint="Tasks past their due date"
        />
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
            actions={<PanelLink to={paths.dashboard.estates.href()}>View all</PanelLink>}
          >
            <QueryStates
              query={recent}
              loading="Loading estates…"
              error="Could not load estates."
              isEmpty={(estates) => estates.length === 0}
              empty={<EmptyState title="No estates found." />}
            >
              {(estates) => (
                <ul className="divide-y divide-slate-200">
                  {estates.map((estate) => (
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
            </QueryStates>
          </Panel>

          <Panel title="Recent Activity" actions={<PanelLink to={allActivity}>View all</PanelLink>}>
            <QueryStates
              query={dashboard}
              loading="Loading activity…"
              error="Could not load the dashboard."
              isEmpty={(data) => data.recentActivity.length === 0}
              empty={<EmptyState title="No recent activity." />}
            >
              {(data) => (
                <ul className="divide-y divide-slate-200">
                  {data.recentActivity.map((item) => (
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
            </QueryStates>
          </Panel>
        </div>

        <div className="space-y-6">
          <Panel
            title="Upcoming Tasks"
            actions={<PanelLink to={paths.dashboard.tasks.href()}>View all</PanelLink>}
          >
            <QueryStates
              query={dashboard}
              loading="Loading tasks…"
              error="Could not load tasks."
              isEmpty={(data) => data.upcomingTasks.length + data.overdueTasks.length === 0}
              empty={<EmptyState title="No tasks found." />}
            >
              {(data) => (
                <div className="space-y-4">
                  {data.overdueTasks.length ? (
                    <section aria-labelledby="dashboard-overdue-tasks">
                      <h3 id="dashboard-overdue-tasks" className="mb-2 text-sm font-semibold text-red-800">
                        Overdue ({data.stats.overdue})
                      </h3>
                      <ul className="space-y-3">
                        {data.overdueTasks.map((task) => (
                          <DashboardTaskItem key={task.taskId} task={task} overdue />
                        ))}
                      </ul>
                    </section>
                  ) : null}
                  <section aria-labelledby="dashboard-due-tasks">
                    <h3 id="dashboard-due-tasks" className="mb-2 text-sm font-semibold text-slate-900">
                      Due from today
                    </h3>
                    {data.upcomingTasks.length === 0 ? (
                      <p className="text-sm text-slate-600">Nothing due from today.</p>
                    ) : (
                      <ul className="space-y-3">
                        {data.upcomingTasks.map((task) => (
                          <DashboardTaskItem key={task.taskId} task={task} overdue={false} />
                        ))}
                      </ul>
                    )}
                  </section>
                </div>
              )}
            </QueryStates>
          </Panel>

          <UpcomingEventsPanel />

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
