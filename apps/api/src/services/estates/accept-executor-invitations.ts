import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { estateInvitations, estates, users } from '../../db/schema.js';
import { recordAudit } from '../audit/record-audit.js';
import { executorRowOf, giveEstateTo } from './assign-executor.js';
import { nextEstateVersion } from './estate-dto.js';

/**
 * Called when a person confirms their email address (decision 011). If theirs is an active executor
 * account, every invitation still pending for that address makes them the estate's executor,
 * unless the estate has meanwhile been given another executor. Anyone else's invitations stay
 * pending: the address may yet get an executor account through an admin. Answers the estates taken
 * up.
 */
export async function acceptExecutorInvitations(db: Db, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, userId));
    if (!account || account.role !== 'executor' || !account.active || !account.emailVerified) return [];
    const email = account.email.toLowerCase();
    const waiting = and(
      eq(estateInvitations.email, email),
      // Named-executor invitations only: a link invitation is accepted through its link (decision 028).
      eq(estateInvitations.kind, 'named_executor'),
      eq(estateInvitations.role, 'executor'),
      isNull(estateInvitations.acceptedAt),
      isNull(estateInvitations.cancelledAt),
    );
    // The estates first, locked as every change of executor locks them (assign-executor.ts), so a
    // cancellation or another assignment running now either finishes first or waits for this.
    await tx
      .select({ id: estates.id })
      .from(estates)
      .where(
        inArray(
          estates.id,
          tx.select({ id: estateInvitations.estateId }).from(estateInvitations).where(waiting),
        ),
      )
      .orderBy(estates.id)
      .for('update');
    const pending = await tx
      .select({ invitation: estateInvitations, estate: estates })
      .from(estateInvitations)
      .innerJoin(estates, eq(estates.id, estateInvitations.estateId))
      .where(waiting);
    if (!pending.length) return [];
    const executor = await executorRowOf(tx, account);
    const accepted: string[] = [];
    for (const { invitation, estate } of pending) {
      if (estate.executorId !== null && estate.executorId !== executor.id) {
        // Someone named another executor in the meantime (the invitation should have been
        // cancelled then; this keeps the estate's one executor whatever happened).
        await tx
          .update(estateInvitations)
          .set({ cancelledAt: new Date() })
          .where(eq(estateInvitations.id, invitation.id));
        continue;
      }
      await giveEstateTo(tx, estate.id, account.id);
      await tx
        .update(estates)
        .set({ executorId: executor.id, version: nextEstateVersion })
        .where(eq(estates.id, estate.id));
      await tx
        .update(estateInvitations)
        .set({ acceptedAt: new Date() })
        .where(eq(estateInvitations.id, invitation.id));
      await recordAudit(tx, {
        actorId: account.id,
        action: 'estate.executor_accepted',
        entityType: 'estate',
        entityId: estate.id,
        data: { estateId: estate.id, invitationId: invitation.id, executorId: executor.id },
      });
      accepted.push(estate.id);
    }
    return accepted;
  });
}
