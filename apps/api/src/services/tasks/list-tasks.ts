import type { SmallEstateRule, Task, TaskListQuery } from '@estate/domain';
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { estates, tasks } from '../../db/schema.js';
import { containsPattern } from '../../lib/search.js';
import type { Actor } from '../access/actor.js';
import { myTasks, requireEstate, runsEstates, visibleTasks } from '../access/index.js';
import { releaseRulesForEstates, S65_TASK_KEY } from '../notifyflow/estate-release-rules.js';

/**
 * Tasks (spec 2 §6), soonest due first: the actor's own work (access `myTasks`); with an estate
 * id, that estate's tasks if it is visible.
 */
export async function listTasks(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  q: TaskListQuery,
): Promise<{ items: Task[] }> {
  const filters: SQL[] = [visibleTasks(actor)];
  if (q.estateId) {
    await requireEstate(db, actor, q.estateId);
    filters.push(eq(tasks.estateId, q.estateId));
  } else filters.push(myTasks(actor));
  if (q.status) filters.push(eq(tasks.status, q.status));
  if (q.q) filters.push(ilike(tasks.name, containsPattern(q.q)));
  const rows = await db
    .select({ t: tasks, deceasedName: estates.deceasedName })
    .from(tasks)
    .innerJoin(estates, eq(estates.id, tasks.estateId))
    .where(and(...filters))
    .orderBy(sql`${tasks.dueDate} asc nulls last`, asc(tasks.createdAt))
    .limit(q.limit);
  // The s65 task shows what each organisation notified for its estate asks for (issue 18), to
  // those who run the estate (who see its notifications: access `requireEstateNotifications`).
  const s65 = rows.filter(({ t }) => t.templateKey === S65_TASK_KEY).map(({ t }) => t.estateId);
  const rules =
    s65.length && runsEstates(actor)
      ? await releaseRulesForEstates(db, s65)
      : new Map<string, { institution: string; rule: SmallEstateRule }[]>();
  return {
    items: rows.map(({ t, deceasedName }) => ({
      taskId: t.id,
      name: t.name,
      status: t.status,
      dueDate: t.dueDate,
      estateId: t.estateId,
      deceasedName,
      assignedToUserId: t.assignedToUserId,
      basis: t.basis,
      version: t.version,
      ...(t.templateKey === S65_TASK_KEY && rules.get(t.estateId)?.length
        ? { releaseRules: rules.get(t.estateId) }
        : {}),
    })),
  };
}
