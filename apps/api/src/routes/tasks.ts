import type { FastifyInstance } from 'fastify';
import { createTaskSchema, taskListQuerySchema, updateTaskSchema, type Task } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { parseId, parseInput } from '../lib/validate.js';
import { requireActor } from '../services/auth/actor.js';
import { createTask } from '../services/tasks/create-task.js';
import { listTasks } from '../services/tasks/list-tasks.js';
import { updateTaskStatus } from '../services/tasks/update-task-status.js';

/**
 * Tasks (spec 2 §6): lawyers see the tasks of estates they created; everyone else the tasks
 * assigned to them; admins every task. With an estate id: that estate's tasks, if it is visible.
 */
export async function taskRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { auth, db } = deps;

  app.get('/api/tasks', async (request): Promise<{ items: Task[] }> => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    const q = parseInput(taskListQuerySchema, request.query);
    return listTasks(db, actor, q);
  });

  /** New Task: for those who run the estate (decision 007), on an estate they can see. */
  app.post('/api/tasks', async (request, reply) => {
    const actor = await requireActor(auth, request, 'estate:manage');
    const input = parseInput(createTaskSchema, request.body ?? {});
    return reply.status(201).send(await createTask(db, actor, input));
  });

  /**
   * Status changes persist: todo → in_progress → completed, and back. For those who run the
   * estate: a beneficiary follows the tasks but does not tick them off (decision 007).
   */
  app.patch('/api/tasks/:id', async (request) => {
    const actor = await requireActor(auth, request, 'estate:manage');
    const { status } = parseInput(updateTaskSchema, request.body ?? {});
    return updateTaskStatus(db, actor, parseId(request.params, 'Task not found'), status);
  });
}
