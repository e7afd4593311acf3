import type { EstateDetail } from '@estate/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { estateInvitations, executors, tasks, users } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { requireEstate, runsEstates } from '../access/index.js';
import { pendingInvitation } from './assign-executor.js';
import { estateFor } from './estate-dto.js';

/** One estate with its progress, executor and tasks, if the actor may see it; 404 otherwise. */
export async function getEstate(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  estateId: string,
): Promise<EstateDetail> {
  const estate = await requireEstate(db, actor, estateId);
  const estateTasks = await db
    .select()
    .from(tasks)
    .where(eq(tasks.estateId, estate.id))
    .orderBy(asc(tasks.dueDate), asc(tasks.createdAt));
  const done = estateTasks.filter((t) => t.status === 'completed').length;
  const [executor] = estate.executorId
    ? await db
        .select({ executorId: executors.id, fullName: executors.fullName, email: users.email })
        .from(executors)
        .innerJoin(users, eq(users.id, executors.userId))
        .where(inArray(executors.id, [estate.executorId]))
    : [];
  // The address someone was invited by is for those who run the estate, not its beneficiaries.
  const [invitation] = runsEstates(actor)
    ? await db
        .select({ email: estateInvitations.email, invitedAt: estateInvitations.createdAt })
        .from(estateInvitations)
        .where(pendingInvitation(estate.id))
    : [];
  return {
    ...estateFor(actor, estate),
    progress: estateTasks.length ? Math.round((100 * done) / estateTasks.length) : 0,
    executor: executor ?? null,
    executorInvitation: invitation
      ? { email: invitation.email, invitedAt: invitation.invitedAt.toISOString() }
      : null,
    tasks: estateTasks.map((t) => ({
      taskId: t.id,
      name: t.name,
      status: t.status,
      dueDate: t.dueDate,
      basis: t.basis,
      assignedToUserId: t.assignedToUserId,
      version: t.version,
    })),
  };
}
