import type { Db } from '../../db/client.js';
import { estateInvitations } from '../../db/schema.js';
import { recordAudit } from '../audit/record-audit.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { requireEstate } from '../access/index.js';
import { lockEstate, pendingInvitation } from './assign-executor.js';

/**
 * Withdraws the executor invitation still waiting on an estate the actor may see (decision 011):
 * a later sign-up with that address gets nothing. 404 when the estate is not theirs to see or no
 * invitation waits.
 */
export async function cancelExecutorInvitation(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  estateId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireEstate(tx, actor, estateId);
    await lockEstate(tx, estateId);
    const [cancelled] = await tx
      .update(estateInvitations)
      .set({ cancelledAt: new Date() })
      .where(pendingInvitation(estateId))
      .returning();
    if (!cancelled) throw notFound('There is no invitation waiting on this estate.');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'estate.executor_invitation_cancelled',
      entityType: 'estate',
      entityId: estateId,
      data: { estateId, invitationId: cancelled.id, email: cancelled.email },
    });
  });
}
