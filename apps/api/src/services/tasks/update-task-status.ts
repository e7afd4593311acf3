import type { TaskStatus } from '@estate/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { estates, tasks } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import type { Actor } from '../auth/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { visibleTasks } from '../access/index.js';
import { publishChange } from '../events/change-feed.js';

/**
 * Moves a task the actor may see to a status (todo → in_progress → completed, and back), with the
 * estate's "last updated" and the activity entry in one transaction; 404 for anyone else's task.
 */
export async function updateTaskStatus(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  id: string,
  status: TaskStatus,
): Promise<{ taskId: string; status: TaskStatus }> {
  parseId({ id }, 'Task not found');
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ t: tasks })
      .from(tasks)
      .where(and(eq(tasks.id, id), visibleTasks(actor)));
    if (!found) throw notFound('Task not found');
    await tx.update(tasks).set({ status }).where(eq(tasks.id, id));
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
    return { taskId: id, status };
  });
}
