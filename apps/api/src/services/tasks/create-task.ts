import type { createTaskSchema } from '@estate/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { tasks } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { taskAssignedNotice } from '../app-notifications/notices.js';
import { notify } from '../app-notifications/notify.js';
import type { Actor } from '../access/actor.js';
import { isLinkedToEstate, requireEstate } from '../access/index.js';
import type { Remember } from '../../lib/idempotency.js';
import { publishChange } from '../events/change-feed.js';

export interface CreatedTask {
  taskId: string;
  name: string;
  status: string;
  dueDate: string | null;
  estateId: string;
}

/**
 * New Task on an estate the actor may see, assigned to them unless they name someone linked to it;
 * that someone is notified (kind `assignment`) in the same transaction.
 */
export async function createTask(
  db: Db,
  actor: Pick<Actor, 'id' | 'role' | 'name'>,
  input: z.output<typeof createTaskSchema>,
  options: {
    publicUrl: string;
    /** More work in the task's transaction (the firm API's audit event): if it throws, no task. */
    within?: (tx: Tx, created: CreatedTask) => Promise<void>;
  },
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<CreatedTask>,
): Promise<CreatedTask> {
  return db.transaction(async (tx) => {
    const estate = await requireEstate(tx, actor, input.estateId);
    // An assignee learns the estate's name from the task: only someone linked to the estate.
    if (input.assignedToUserId && !(await isLinkedToEstate(tx, input.estateId, input.assignedToUserId))) {
      throw new AppError('VALIDATION', 'That person is not linked to this estate.', [
        { path: 'assignedToUserId', message: 'That person is not linked to this estate.' },
      ]);
    }
    const [row] = await tx
      .insert(tasks)
      .values({ ...input, assignedToUserId: input.assignedToUserId ?? actor.id })
      .returning();
    if (row!.assignedToUserId && row!.assignedToUserId !== actor.id)
      await notify(tx, [
        taskAssignedNotice({
          userId: row!.assignedToUserId,
          task: row!,
          estate,
          by: actor.name,
          publicUrl: options.publicUrl,
        }),
      ]);
    const created = {
      taskId: row!.id,
      name: row!.name,
      status: row!.status,
      dueDate: row!.dueDate,
      estateId: row!.estateId,
    };
    await publishChange(tx, { kind: 'task', estateId: row!.estateId, id: row!.id, action: 'created' });
    await options.within?.(tx, created);
    await remember?.(tx, created);
    return created;
  });
}
