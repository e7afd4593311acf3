import type { IfMatch, Task, TaskStatus } from '@estate/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { estates, tasks } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import { requireVersion } from '../../lib/versions.js';
import type { Actor } from '../access/actor.js';
import { lastChangeOf } from '../audit/last-change.js';
import { recordAudit } from '../audit/record-audit.js';
import { visibleTasks } from '../access/index.js';
import { publishChange } from '../events/change-feed.js';
import { enqueueEstateEvent } from '../webhooks/enqueue-estate-event.js';

/**
 * Moves a task the actor may see to a status (todo → in_progress → completed, and back), with the
 * estate's "last updated" and the activity entry in one transaction; 404 for anyone else's task.
 * Made against the version the task was read at (decision 060): the task's row locked, 412 with the
 * task as it is now and who changed it (its `task` audit trail), one more in the same UPDATE.
 */
export async function updateTaskStatus(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  id: string,
  status: TaskStatus,
  expected: IfMatch,
): Promise<{ taskId: string; status: TaskStatus; version: number }> {
  parseId({ id }, 'Task not found');
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ t: tasks, deceasedName: estates.deceasedName })
      .from(tasks)
      .innerJoin(estates, eq(estates.id, tasks.estateId))
      .where(and(eq(tasks.id, id), visibleTasks(actor)))
      .for('update', { of: tasks });
    if (!found) throw notFound('Task not found');
    await requireVersion(expected, found.t.version, async () => ({
      current: {
        taskId: found.t.id,
        name: found.t.name,
        status: found.t.status,
        dueDate: found.t.dueDate,
        estateId: found.t.estateId,
        deceasedName: found.deceasedName,
        assignedToUserId: found.t.assignedToUserId,
        basis: found.t.basis,
        version: found.t.version,
      } satisfies Task,
      ...(await lastChangeOf(tx, 'task', id)),
    }));
    const [saved] = await tx
      .update(tasks)
      .set({ status, version: sql`${tasks.version} + 1` })
      .where(eq(tasks.id, id))
      .returning({ version: tasks.version });
    await tx
      .update(estates)
      .set({ updatedAt: new Date() })
      .where(inArray(estates.id, [found.t.estateId]));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'task.status_changed',
      entityType: 'task',
      entityId: id,
      data: { from: found.t.status, to: status, estateId: found.t.estateId, name: found.t.name },
    });
    await publishChange(tx, { kind: 'task', estateId: found.t.estateId, id, action: 'updated' });
    // The firm's systems hear of a task completed on one of its estates (issue 44).
    if (status === 'completed' && found.t.status !== 'completed')
      await enqueueEstateEvent(tx, found.t.estateId, 'task.completed', { taskId: id, name: found.t.name });
    return { taskId: id, status, version: saved!.version };
  });
}
