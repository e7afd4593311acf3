import { eq } from 'drizzle-orm';
import type { UserAccessChange } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { executors, sessions, users } from '../../db/schema.js';
import { recordAudit } from '../audit/record-audit.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';

/**
 * The one way a role or an account's standing changes after sign-up: by an admin, audited, in one
 * transaction. A deactivated account's sessions end at once. An admin cannot lock themselves out.
 */
export async function changeUserAccess(
  db: Db,
  actor: Pick<Actor, 'id'>,
  userId: string,
  change: UserAccessChange,
) {
  if (userId === actor.id) {
    throw new AppError('FORBIDDEN', 'You cannot change your own role or deactivate your own account.');
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId));
    if (!before) throw notFound('User not found');
    const [after] = await tx
      .update(users)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (change.role === 'executor' && before.role !== 'executor') {
      // An executor account has its executors row (spec 1 §7), as if it had signed up as one.
      const [row] = await tx.select().from(executors).where(eq(executors.userId, userId));
      if (!row) await tx.insert(executors).values({ userId, fullName: before.name });
    }
    if (change.active === false) await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.access_changed',
      entityType: 'user',
      entityId: userId,
      data: { before: { role: before.role, active: before.active }, changes: change },
    });
    return { userId, role: after!.role, active: after!.active };
  });
}
