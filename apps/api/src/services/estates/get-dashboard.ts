import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { addDays, nzToday, type Dashboard } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { auditEvents, estates, tasks, users } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import {
  myTaskTallies,
  myTasks,
  myOwnRows,
  myEstateTallies,
  myTasksOnVisibleEstates,
  signedInBeforeThisSession,
  visibleActivity,
  visibleEstates,
} from '../access/index.js';
import { withExecutorNames } from './activity-names.js';

/**
 * Dashboard home: real counts (overdue among them), the overdue tasks and the next ones due from
 * today, recent activity on visible estates, and whether this is the person's first visit.
 */
export async function getDashboard(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'> & Partial<Pick<Actor, 'sessionId'>>,
): Promise<Dashboard> {
  const visible = visibleEstates(actor);
  // Every task query below joins `estates` and filters it with `visible`.
  const mine = myTasksOnVisibleEstates(actor);
  // "Due in the next 14 days" counts in New Zealand dates, passed as values rather than worked
  // out per row (60 ms instead of 140 ms over 100,000 tasks).
  // Overdue is the same rule as the domain's isTaskOverdue: not completed, due before today.
  const today = nzToday();
  const open = sql`${tasks.status} <> 'completed'`;
  const taskColumns = {
    taskId: tasks.id,
    name: tasks.name,
    status: tasks.status,
    dueDate: tasks.dueDate,
    estateId: tasks.estateId,
    deceasedName: estates.deceasedName,
  };
  // Independent reads, side by side on the pool's connections.
  // A lawyer's tasks are those of their own estates (an admin's, every estate's): their number is
  // the sum of those estates' open-task counts (decision 055), and those due within the next 14
  // days (or overdue) the sum of the open tasks kept per due date (decision 086). Anyone else's
  // are the tasks given to them.
  const lastUpcoming = addDays(today, 14);
  const taskTallies = myTaskTallies(actor);
  const [[stats], [taskStats], upcomingTasks, overdueTasks, activity, firstVisit] = await Promise.all([
    // Added up from the kept tallies of the visible estates (decision 084), not a pass over them.
    // A lawyer's, an admin's or a beneficiary's own tasks are every open task of those estates
    // (`taskTallies` is set for them); anyone else's are counted below.
    db
      .select({
        activeEstates: sql<number>`coalesce(sum(v.estates) filter (where v.status = 'active'), 0)::int`,
        completedEstates: sql<number>`coalesce(sum(v.estates) filter (where v.status in ('completed', 'closed')), 0)::int`,
        ownPendingTasks: sql<number>`coalesce(sum(v.open_tasks), 0)::int`,
      })
      .from(sql`${myEstateTallies(actor)} as v`),
    // Whose tasks are their estates' every task: added up from the kept tallies by due date
    // (decision 086), a few rows per day rather than every open task due by then. Anyone else's
    // are the tasks given to them, counted one by one.
    taskTallies
      ? db
          .select({
            upcoming: sql<number>`coalesce(sum(v.items) filter (where v.due_date >= ${today}), 0)::int`,
            overdue: sql<number>`coalesce(sum(v.items) filter (where v.due_date < ${today}), 0)::int`,
          })
          .from(sql`${taskTallies} as v`)
          .where(sql`not v.done and v.due_date <= ${lastUpcoming}`)
      : db
          .select({
            pendingTasks: sql<number>`count(*)::int`,
            upcoming: sql<number>`count(*) filter (where ${tasks.dueDate} between ${today} and ${lastUpcoming})::int`,
            overdue: sql<number>`count(*) filter (where ${tasks.dueDate} < ${today})::int`,
          })
          .from(tasks)
          .where(and(myTasks(actor), open)),
    // Upcoming: due from today on, soonest first (a task without a date is not upcoming). No
    // tie-breaker column: sorting on a second one spilled to disk (29 ms instead of 14 ms).
    db
      .select(taskColumns)
      .from(tasks)
      .innerJoin(estates, eq(estates.id, tasks.estateId))
      .where(and(mine, visible, open, sql`${tasks.dueDate} >= ${today}`))
      .orderBy(sql`${tasks.dueDate} asc`)
      .limit(3),
    // Overdue: the longest overdue first.
    db
      .select(taskColumns)
      .from(tasks)
      .innerJoin(estates, eq(estates.id, tasks.estateId))
      .where(and(mine, visible, open, sql`${tasks.dueDate} < ${today}`))
      .orderBy(sql`${tasks.dueDate} asc`)
      .limit(3),
    db
      .select({ e: auditEvents, actorName: users.name })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      // One key per event (the estate itself, or the estate in its data), so the newest events
      // are walked once against the visible estates (28 ms instead of 81 ms at 10,000 estates).
      .where(visibleActivity(actor))
      .orderBy(desc(auditEvents.createdAt))
      .limit(8),
    isFirstVisit(db, actor),
  ]);
  const activityEstateIds = [
    ...new Set(activity.map(({ e }) => estateIdOf(e)).filter((id): id is string => !!id)),
  ];
  const names = activityEstateIds.length
    ? new Map(
        (
          await db
            .select({ id: estates.id, name: estates.deceasedName })
            .from(estates)
            .where(inArray(estates.id, activityEstateIds))
        ).map((r) => [r.id, r.name]),
      )
    : new Map<string, string>();
  // jsonb: always an object we wrote; with the executor's name for "assigned … as executor".
  const activityData = await withExecutorNames(
    db,
    activity.map(({ e }) => (e.data ?? null) as Record<string, unknown> | null),
  );
  return {
    firstVisit,
    today,
    stats: {
      activeEstates: stats?.activeEstates ?? 0,
      completedEstates: stats?.completedEstates ?? 0,
      // Those whose tasks are their estates' every task: their estates' open-task counts.
      pendingTasks:
        (taskStats && 'pendingTasks' in taskStats ? taskStats.pendingTasks : stats?.ownPendingTasks) ?? 0,
      upcoming: taskStats?.upcoming ?? 0,
      overdue: taskStats?.overdue ?? 0,
    },
    upcomingTasks,
    overdueTasks,
    recentActivity: activity.map(({ e, actorName }, i) => ({
      id: e.id,
      action: e.action,
      actorName,
      estateId: estateIdOf(e),
      deceasedName: names.get(estateIdOf(e) ?? '') ?? null,
      data: activityData[i] ?? null,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/**
 * A first visit: no session of this person made before the current one, and no sign-in recorded
 * before it (`auth.signed_in` in the audit trail: sessions are deleted on sign-out, the trail stays).
 * Without a current session (a service call), never a first visit.
 */
async function isFirstVisit(db: Db, actor: { id: string; sessionId?: string }): Promise<boolean> {
  if (!actor.sessionId) return false;
  const [row] = await db
    .select({
      earlier: signedInBeforeThisSession({ id: actor.id, sessionId: actor.sessionId }),
    })
    .from(users)
    .where(myOwnRows.account(actor));
  return row ? !row.earlier : false;
}

/** The estate an audit event is about: the entity itself, or the estateId in its data. */
function estateIdOf(e: typeof auditEvents.$inferSelect): string | null {
  return e.entityType === 'estate'
    ? e.entityId
    : ((e.data as { estateId?: string } | null)?.estateId ?? null);
}
