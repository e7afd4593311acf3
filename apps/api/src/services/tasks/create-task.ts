import type { createTaskSchema } from '@estate/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { tasks } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { isLinkedToEstate, requireEstate } from '../estates/access.js';

export interface CreatedTask {
  taskId: string;
  name: string;
  status: string;
  dueDate: string | null;
  estateId: string;
}

/** New Task on an estate the actor may see, assigned to them unless they name someone linked to it. */
export async function createTask(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  input: z.output<typeof createTaskSchema>,
): Promise<CreatedTask> {
  await requireEstate(db, actor, input.estateId);
  // An assignee learns the estate's name from the task: only someone linked to the estate.
  if (input.assignedToUserId && !(await isLinkedToEstate(db, input.estateId, input.assignedToUserId))) {
    throw new AppError('VALIDATION', 'That person is not linked to this estate.', [
      { path: 'assignedToUserId', message: 'That person is not linked to this estate.' },
    ]);
  }
  const [row] = await db
    .insert(tasks)
    .values({ ...input, assignedToUserId: input.assignedToUserId ?? actor.id })
    .returning();
  return {
    taskId: row!.id,
    name: row!.name,
    status: row!.status,
    dueDate: row!.dueDate,
    estateId: row!.estateId,
  };
}
