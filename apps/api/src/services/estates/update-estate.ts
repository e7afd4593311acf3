import { and, eq, isNull, isNotNull } from 'drizzle-orm';
import { dueDateOf, taskTemplate, type updateEstateSchema } from '@estate/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { auditEvents, estateRoles, estates, executors, tasks } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { requireEstate, visibleExecutors } from './access.js';

/**
 * Changes an estate. Assigning an executor links their account to the estate (so they can see it)
 * and gives them its unassigned tasks. Recording the grant date recomputes the statutory dates that
 * count from it (s47 six months, the claim windows).
 */
export async function updateEstate(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  estateId: string,
  input: z.output<typeof updateEstateSchema>,
) {
  return db.transaction(async (tx) => {
    const estate = await requireEstate(tx, actor, estateId);
    const executorChanges = input.executorId !== undefined && input.executorId !== estate.executorId;
    let newExecutorUserId: string | null = null;
    if (executorChanges && input.executorId !== null && input.executorId !== undefined) {
      // Only an executor the actor may see: one of their estates' executors (any, for an admin).
      const [executor] = await tx
        .select()
        .from(executors)
        .where(and(eq(executors.id, input.executorId), visibleExecutors(actor)));
      if (!executor)
        throw new AppError('VALIDATION', 'That executor does not exist.', [
          { path: 'executorId', message: 'That executor does not exist.' },
        ]);
      newExecutorUserId = executor.userId;
      await tx
        .insert(estateRoles)
        .values({ estateId, userId: executor.userId, role: 'executor', status: 'active' })
        .onConflictDoUpdate({
          target: [estateRoles.estateId, estateRoles.userId, estateRoles.role],
          set: { status: 'active' },
        });
      await tx
        .update(tasks)
        .set({ assignedToUserId: executor.userId })
        .where(and(eq(tasks.estateId, estateId), isNull(tasks.assignedToUserId)));
    }
    if (executorChanges && estate.executorId) {
      // The executor who steps down loses the estate: their link ends and their open tasks pass
      // to the new executor (or wait unassigned), so nothing of the estate stays in their lists.
      const [previous] = await tx.select().from(executors).where(eq(executors.id, estate.executorId));
      if (previous && previous.userId !== newExecutorUserId) {
        await tx
          .update(estateRoles)
          .set({ status: 'revoked' })
          .where(
            and(
              eq(estateRoles.estateId, estateId),
              eq(estateRoles.userId, previous.userId),
              eq(estateRoles.role, 'executor'),
            ),
          );
        await tx
          .update(tasks)
          .set({ assignedToUserId: newExecutorUserId })
          .where(and(eq(tasks.estateId, estateId), eq(tasks.assignedToUserId, previous.userId)));
      }
    }
    const [updated] = await tx.update(estates).set(input).where(eq(estates.id, estateId)).returning();
    if (input.grantDate !== undefined) {
      const template = taskTemplate(updated!.workflowType, updated!.smallEstateFlag);
      const generated = await tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.estateId, estateId), isNotNull(tasks.templateKey)));
      for (const task of generated) {
        const item = template.find((i) => i.key === task.templateKey);
        if (!item) continue;
        const due = dueDateOf(
          item,
          { dateOfDeath: updated!.dateOfDeath, grantDate: updated!.grantDate },
          updated!.smallEstateFlag,
        );
        if (due !== task.dueDate) await tx.update(tasks).set({ dueDate: due }).where(eq(tasks.id, task.id));
      }
    }
    await tx.insert(auditEvents).values({
      actorId: actor.id,
      action: 'estate.updated',
      entityType: 'estate',
      entityId: estateId,
      data: {
        before: {
          executorId: estate.executorId,
          grantDate: estate.grantDate,
          status: estate.status,
          stage: estate.stage,
        },
        changes: input,
      },
    });
    return updated!;
  });
}
