import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { estates, institutionsNotified, notifications, tasks } from '../../db/schema.js';
import { recordAudit } from '../audit/record-audit.js';
import { enqueueEstateEvent } from '../webhooks/enqueue-estate-event.js';

/** The estate task NotifyFlow completes (packages/domain/src/estates/task.ts, "Notify banks, …"). */
export const NOTIFY_TASK_KEY = 'notify-organisations';

/**
 * In the transaction that changed a notified organisation's row: when the notification belongs to
 * an estate and every organisation of every notification of that estate has completed, the estate's
 * "Notify banks, insurers, utilities and agencies" task is ticked (audited as a system change). It
 * never un-ticks a task: a person may have ticked it, and later rows do not undo what was done.
 */
export async function tickNotifyTaskIfDone(tx: Tx, notificationId: string): Promise<void> {
  const [n] = await tx
    .select({ estateId: notifications.estateId })
    .from(notifications)
    .where(eq(notifications.id, notificationId));
  const estateId = n?.estateId;
  if (!estateId) return;
  const [left] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${institutionsNotified.status} <> 'completed'))::int`,
    })
    .from(institutionsNotified)
    .innerJoin(notifications, eq(notifications.id, institutionsNotified.notificationId))
    .where(eq(notifications.estateId, estateId));
  if (!left || left.total === 0 || left.open > 0) return;
  const ticked = await tx
    .update(tasks)
    .set({ status: 'completed', updatedAt: new Date(), version: sql`${tasks.version} + 1` })
    .where(
      and(
        eq(tasks.estateId, estateId),
        eq(tasks.templateKey, NOTIFY_TASK_KEY),
        ne(tasks.status, 'completed'),
      ),
    )
    .returning({ id: tasks.id, name: tasks.name });
  if (!ticked.length) return;
  await tx.update(estates).set({ updatedAt: new Date() }).where(eq(estates.id, estateId));
  for (const task of ticked) {
    await recordAudit(tx, {
      actorId: null,
      action: 'task.status_changed',
      entityType: 'task',
      entityId: task.id,
      data: { to: 'completed', estateId, name: task.name, by: 'notifyflow', notificationId },
    });
    await enqueueEstateEvent(tx, estateId, 'task.completed', { taskId: task.id, name: task.name });
  }
}
