import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TASK_STATUSES, createTaskSchema, updateTaskSchema, type Task } from '@estate/domain';
import type { AppDeps } from '../app.js';
import { auditEvents, estates, tasks } from '../db/schema.js';
import { AppError, notFound } from '../lib/app-error.js';
import { parseId, parseInput } from '../lib/validate.js';
import { requireActor } from '../services/auth/actor.js';
import { isLinkedToEstate, myTasks, requireEstate, visibleTasks } from '../services/estates/access.js';
import { containsPattern } from '../lib/search.js';

const listQuery = z.object({
  estateId: z.uuid().optional(),
  status: z.enum(TASK_STATUSES).optional(),
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/**
 * Tasks (spec 2 §6): lawyers see the tasks of estates they created; everyone else the tasks
 * assigned to them; admins every task. With an estate id: that estate's tasks, if it is visible.
 */
export async function taskRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { auth, db } = deps;

  app.get('/api/tasks', async (request): Promise<{ items: Task[] }> => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    const q = parseInput(listQuery, request.query);
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
  });

  /** New Task: for those who run the estate (decision 007), on an estate they can see. */
  app.post('/api/tasks', async (request, reply) => {
    const actor = await requireActor(auth, request, 'estate:manage');
    const input = parseInput(createTaskSchema, request.body ?? {});
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
    return reply.status(201).send({
      taskId: row!.id,
      name: row!.name,
      status: row!.status,
      dueDate: row!.dueDate,
      estateId: row!.estateId,
    });
  });

  /**
   * Status changes persist: todo → in_progress → completed, and back. For those who run the
   * estate: a beneficiary follows the tasks but does not tick them off (decision 007).
   */
  app.patch('/api/tasks/:id', async (request) => {
    const actor = await requireActor(auth, request, 'estate:manage');
    const { status } = parseInput(updateTaskSchema, request.body ?? {});
    const id = (request.params as { id: string }).id;
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
      await tx.insert(auditEvents).values({
        actorId: actor.id,
        action: 'task.status_changed',
        entityType: 'task',
        entityId: id,
        data: { from: found.t.status, to: status, estateId: found.t.estateId, name: found.t.name },
      });
      return { taskId: id, status };
    });
  });
}
