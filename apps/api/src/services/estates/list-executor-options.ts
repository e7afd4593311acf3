import type { ExecutorOption } from '@estate/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executors, users } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { visibleExecutors } from '../access/index.js';

/**
 * The executor picker: the active executors of estates the actor may see, with their email (every
 * executor for an admin), by name.
 */
export async function listExecutorOptions(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
): Promise<{ items: ExecutorOption[] }> {
  const rows = await db
    .select({
      executorId: executors.id,
      fullName: executors.fullName,
      userId: executors.userId,
      email: users.email,
    })
    .from(executors)
    .innerJoin(users, eq(users.id, executors.userId))
    .where(and(eq(users.active, true), visibleExecutors(actor)))
    .orderBy(asc(executors.fullName));
  return { items: rows };
}
