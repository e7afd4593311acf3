import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { estateInvitations, estateRoles, estates, executors, tasks, users } from '../../db/schema.js';
import { estateAssignedNotice } from '../app-notifications/notices.js';
import { notify } from '../app-notifications/notify.js';
import { recordAudit } from '../audit/record-audit.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { executorInvitationEmail } from '../email/templates/index.js';
import { enqueueEmail } from '../outbox/enqueue-email.js';
import { visibleExecutors } from '../access/index.js';

type Estate = typeof estates.$inferSelect;
type Who = Pick<Actor, 'id' | 'role' | 'name' | 'email'>;

/** How the executor is named: an executor row the actor may see (or none), or an email address. */
export type ExecutorChoice = { executorId: string | null } | { email: string };

export const NOT_AN_EXECUTOR_ACCOUNT =
  'That email address belongs to an account that is not an executor account. Ask them to contact us to change it.';
export const INACTIVE_ACCOUNT =
  'That email address belongs to an account that has been deactivated. Ask them to contact us.';

/**
 * The pending named-executor invitation of an estate, if any: not accepted, not cancelled. Link
 * invitations (decision 028) are another kind and never count here.
 */
export function pendingInvitation(estateId: string) {
  return and(
    eq(estateInvitations.estateId, estateId),
    eq(estateInvitations.kind, 'named_executor'),
    eq(estateInvitations.role, 'executor'),
    isNull(estateInvitations.acceptedAt),
    isNull(estateInvitations.cancelledAt),
  )!;
}

/**
 * Names the estate's executor inside the caller's transaction (decision 011) and answers the
 * executor id to store on the estate (null while an invitation waits) and whether an invitation was
 * sent. Any earlier pending invitation is cancelled, and an executor who is replaced loses the
 * estate. A newly named executor (other than the actor) is notified (kind `assignment`).
 */
export async function assignExecutor(
  tx: Tx,
  actor: Who,
  visible: Estate,
  choice: ExecutorChoice,
  publicUrl: string,
): Promise<{ executorId: string | null; executorName: string | null; invited: boolean }> {
  const estate = await lockEstate(tx, visible.id);
  let executor: typeof executors.$inferSelect | null = null;
  let invitedEmail: string | null = null;
  if ('email' in choice) {
    const [account] = await tx.select().from(users).where(eq(users.email, choice.email));
    if (!account) {
      invitedEmail = choice.email;
    } else {
      // Reveals only that the address has an account of another kind, to someone who already knows
      // the address and runs an estate (decision 011).
      if (account.role !== 'executor') throw conflict(NOT_AN_EXECUTOR_ACCOUNT);
      if (!account.active) throw conflict(INACTIVE_ACCOUNT);
      executor = await executorRowOf(tx, account);
    }
  } else if (choice.executorId !== null) {
    // Only an executor the actor may see: one of their estates' executors (any, for an admin).
    const [row] = await tx
      .select()
      .from(executors)
      .where(and(eq(executors.id, choice.executorId), visibleExecutors(actor)));
    if (!row)
      throw new AppError('VALIDATION', 'That executor does not exist.', [
        { path: 'executorId', message: 'That executor does not exist.' },
      ]);
    executor = row;
  }

  // Whatever is chosen now replaces an invitation still waiting; naming the same address again
  // sends a fresh invitation.
  await tx.update(estateInvitations).set({ cancelledAt: new Date() }).where(pendingInvitation(estate.id));

  const executorId = executor?.id ?? null;
  if (executorId !== estate.executorId) {
    if (executor) {
      await giveEstateTo(tx, estate.id, executor.userId);
      // Told in the app and/or by email, as they prefer; nobody is told of their own doing.
      if (executor.userId !== actor.id)
        await notify(tx, [
          estateAssignedNotice({ userId: executor.userId, estate, by: actor.name, publicUrl }),
        ]);
    }
    if (estate.executorId) await revokeExecutor(tx, estate.id, estate.executorId, executor?.userId ?? null);
  }
  if (invitedEmail) await invite(tx, actor, estate, invitedEmail, publicUrl);
  return { executorId, executorName: executor?.fullName ?? null, invited: invitedEmail !== null };
}

/**
 * The estate's row, locked until the transaction ends: changes of executor, invitations, their
 * cancelling and their acceptance take this lock first, so they happen one after another.
 */
export async function lockEstate(tx: Tx, estateId: string): Promise<Estate> {
  const [row] = await tx.select().from(estates).where(eq(estates.id, estateId)).for('update');
  if (!row) throw notFound('Estate not found');
  return row;
}

/** Links an executor's account to the estate (so they see it) and gives them its unassigned tasks. */
export async function giveEstateTo(tx: Tx, estateId: string, userId: string): Promise<void> {
  await tx
    .insert(estateRoles)
    .values({ estateId, userId, role: 'executor', status: 'active' })
    .onConflictDoUpdate({
      target: [estateRoles.estateId, estateRoles.userId, estateRoles.role],
      set: { status: 'active' },
    });
  await tx
    .update(tasks)
    .set({ assignedToUserId: userId })
    .where(and(eq(tasks.estateId, estateId), isNull(tasks.assignedToUserId)));
}

/**
 * The executor who steps down loses the estate: their link ends and their open tasks pass to the
 * new executor (or wait unassigned), so nothing of the estate stays in their lists.
 */
async function revokeExecutor(
  tx: Tx,
  estateId: string,
  previousExecutorId: string,
  newUserId: string | null,
): Promise<void> {
  const [previous] = await tx.select().from(executors).where(eq(executors.id, previousExecutorId));
  if (!previous || previous.userId === newUserId) return;
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
    .set({ assignedToUserId: newUserId })
    .where(and(eq(tasks.estateId, estateId), eq(tasks.assignedToUserId, previous.userId)));
}

/**
 * An executor account's executors row. Every executor account has one (sign-up and the admin's
 * role change write it); one is written here only if an older account lacks it.
 */
export async function executorRowOf(
  tx: Tx,
  account: { id: string; name: string },
): Promise<typeof executors.$inferSelect> {
  const [row] = await tx.select().from(executors).where(eq(executors.userId, account.id)).limit(1);
  if (row) return row;
  const [made] = await tx
    .insert(executors)
    .values({ userId: account.id, fullName: account.name })
    .returning();
  return made!;
}

/** A pending invitation and its email, in the caller's transaction. */
async function invite(tx: Tx, actor: Who, estate: Estate, email: string, publicUrl: string): Promise<void> {
  const [invitation] = await tx
    .insert(estateInvitations)
    .values({ estateId: estate.id, email, role: 'executor', invitedBy: actor.id })
    .returning();
  const link = `${publicUrl}/signup?email=${encodeURIComponent(email)}`;
  await enqueueEmail(tx, {
    kind: 'executor-invitation',
    to: email,
    ...executorInvitationEmail({ inviterName: actor.name, deceasedName: estate.deceasedName, link }),
    link,
    // A reply reaches the person who named them executor (decision 078).
    replyTo: { name: actor.name, address: actor.email },
  });
  // Its own event, seen only by those who run the estate: a beneficiary does not read the address.
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'estate.executor_invited',
    entityType: 'estate',
    entityId: estate.id,
    data: { estateId: estate.id, invitationId: invitation!.id, email },
  });
}

function conflict(message: string): AppError {
  return new AppError('CONFLICT', message, [{ path: 'executorEmail', message }]);
}
