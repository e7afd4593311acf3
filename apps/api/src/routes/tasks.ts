import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTaskSchema,
  idParamsFor,
  taskCreatedSchema,
  taskListQuerySchema,
  taskListSchema,
  taskStatusChangedSchema,
  updateTaskSchema,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { createTask } from '../services/tasks/create-task.js';
import { listTasks } from '../services/tasks/list-tasks.js';
import { updateTaskStatus } from '../services/tasks/update-task-status.js';
import { createOnce, idempotencyHeaders } from '../lib/idempotency.js';
import { changeHeaders, ifMatchOf, sendEtag } from '../lib/versions.js';
import { requireEstate } from '../services/access/index.js';

const tags = ['Tasks'];

/**
 * Tasks (spec 2 §6): lawyers see the tasks of estates they created; everyone else the tasks
 * assigned to them; admins every task. With an estate id: that estate's tasks, if it is visible.
 */
export function taskRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = deps;

  app.get(
    '/api/tasks',
    {
      schema: {
        operationId: 'listTasks',
        summary: "Your tasks, soonest due first, or one estate's tasks",
        tags,
        querystring: taskListQuerySchema,
        response: { 200: taskListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return listTasks(db, actor, request.query);
    },
  );

  /** New Task: for those who run the estate (decision 007), on an estate they can see. */
  app.post(
    '/api/tasks',
    {
      schema: {
        operationId: 'createTask',
        summary: 'Add a task to an estate',
        tags,
        headers: idempotencyHeaders,
        body: createTaskSchema,
        response: { 201: taskCreatedSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const body = await createOnce<Awaited<ReturnType<typeof createTask>>>(
        db,
        request,
        reply,
        actor,
        (remember) => createTask(db, actor, request.body, { publicUrl: deps.config.publicUrl }, remember),
        () => requireEstate(db, actor, request.body.estateId),
      );
      return reply.status(201).send(body);
    },
  );

  /**
   * Status changes persist: todo → in_progress → completed, and back. For those who run the
   * estate: a beneficiary follows the tasks but does not tick them off (decision 007). Made against
   * the version the task was read at (`version` of its list item; decision 060): If-Match, 428
   * without it, 412 with the task as it is now when someone changed it since.
   */
  app.patch(
    '/api/tasks/:id',
    {
      schema: {
        operationId: 'updateTaskStatus',
        summary: "Change a task's status",
        tags,
        params: idParamsFor('Task not found'),
        headers: changeHeaders,
        body: updateTaskSchema,
        response: { 200: taskStatusChangedSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const changed = await updateTaskStatus(
        db,
        actor,
        request.params.id,
        request.body.status,
        ifMatchOf(request),
      );
      sendEtag(reply, changed);
      return changed;
    },
  );
}
