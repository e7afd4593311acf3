import type { Task, TaskListQuery } from '@estate/domain';
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { estates, tasks } from '../../db/schema.js';
import { containsPattern } from '../../lib/search.js';
import type { Actor } from '../auth/actor.js';
import { myTasks, requireEstate, visibleTasks } from '../estates/access.js';

/**
 * Tasks (spec 2 §6), soonest due first: the actor's own work (access.ts `myTasks`); with an estate
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
    })),
  };
}
