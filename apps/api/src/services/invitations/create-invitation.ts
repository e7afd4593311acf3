import {
  INVITATION_ROLE_WORDS,
  INVITATIONS_PER_ESTATE_PER_DAY,
  type InvitationDto,
  type InvitationRole,
  type createInvitationSchema,
} from '@estate/domain';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { estates } from '../../db/schema.js';
import { auditEvents, beneficiaries, estateInvitations, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Remember } from '../../lib/idempotency.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Actor } from '../access/actor.js';
import { holdsEstateRole, requireEstate } from '../access/index.js';
import { lockEstate } from '../estates/assign-executor.js';
import { invitationDto, sendInvitationLink } from './invitation-link.js';

type Who = Pick<Actor, 'id' | 'role' | 'name' | 'email'>;
type Estate = typeof estates.$inferSelect;

/**
 * Invites someone to an estate the actor runs and may see (decision 028): a link invitation and its
 * email in one transaction, audited. Inviting an address already waiting for that role sends it
 * again (a new link and expiry); an address whose account already holds that role on the estate is
 * a 409 on `email`. At most INVITATIONS_PER_ESTATE_PER_DAY sends per estate in 24 hours (429).
 */
export async function createInvitation(
  db: Db,
  actor: Who,
  estateId: string,
  input: z.output<typeof createInvitationSchema>,
  publicUrl: string,
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<{ invitation: InvitationDto; resent: boolean }>,
): Promise<{ invitation: InvitationDto; resent: boolean }> {
  return db.transaction(async (tx) => {
    await requireEstate(tx, actor, estateId);
    // Invitations of one estate one after another, so the daily cap and the one-pending rule hold.
    const estate = await lockEstate(tx, estateId);
    await refuseOverCap(tx, estate.id);
    if (await alreadyHolds(tx, estate, input.email, input.role))
      throw conflictOnEmail(
        `${input.email} is already linked to this estate as ${INVITATION_ROLE_WORDS[input.role]}.`,
      );

    const [waiting] = await tx
      .select()
      .from(estateInvitations)
      .where(
        and(
          eq(estateInvitations.estateId, estate.id),
          eq(estateInvitations.email, input.email),
          eq(estateInvitations.role, input.role),
          eq(estateInvitations.kind, 'link'),
          isNull(estateInvitations.acceptedAt),
          isNull(estateInvitations.cancelledAt),
        ),
      )
      .for('update');
    const row = waiting
      ? (
          await tx
            .update(estateInvitations)
            .set({ invitedBy: actor.id, ...(input.name ? { name: input.name } : {}) })
            .where(eq(estateInvitations.id, waiting.id))
            .returning()
        )[0]!
      : (
          await tx
            .insert(estateInvitations)
            .values({
              estateId: estate.id,
              email: input.email,
              role: input.role,
              kind: 'link',
              name: input.name || null,
              invitedBy: actor.id,
            })
            .returning()
        )[0]!;
    const sent = await sendInvitationLink(tx, row, {
      inviterName: actor.name,
      inviterEmail: actor.email,
      deceasedName: estate.deceasedName,
      message: input.message,
      publicUrl,
    });
    if (input.role === 'beneficiary') await markBeneficiaryPending(tx, estate.id, input.email);
    // Seen only by those who run the estate (visibleActivity): a beneficiary does not read the address.
    await recordAudit(tx, {
      actorId: actor.id,
      action: waiting ? 'estate.invitation_resent' : 'estate.invitation_sent',
      entityType: 'estate',
      entityId: estate.id,
      data: { estateId: estate.id, invitationId: row.id, email: input.email, role: input.role },
    });
    const answer = {
      invitation: invitationDto(sent, { deceasedName: estate.deceasedName, invitedByName: actor.name }),
      resent: Boolean(waiting),
    };
    await remember?.(tx, answer);
    return answer;
  });
}

/**
 * 429 once an estate's invitations have been sent (or resent) INVITATIONS_PER_ESTATE_PER_DAY times in
 * 24 hours, counted from the audit trail (every send is an event there; a resend keeps one row).
 */
export async function refuseOverCap(tx: Tx, estateId: string): Promise<void> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityType, 'estate'),
        eq(auditEvents.entityId, estateId),
        inArray(auditEvents.action, ['estate.invitation_sent', 'estate.invitation_resent']),
        gt(auditEvents.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  if ((row?.count ?? 0) >= INVITATIONS_PER_ESTATE_PER_DAY)
    throw new AppError(
      'RATE_LIMITED',
      `This estate has sent ${INVITATIONS_PER_ESTATE_PER_DAY} invitations in the last 24 hours, the most allowed. Please try again tomorrow.`,
    );
}

/** Whether the account with this address, if there is one, already holds the role on the estate. */
async function alreadyHolds(tx: Tx, estate: Estate, email: string, role: InvitationRole): Promise<boolean> {
  const [account] = await tx
    .select({ id: users.id, role: users.role, firmId: users.firmId })
    .from(users)
    .where(eq(users.email, email));
  return account ? holdsEstateRole(tx, estate, account, role) : false;
}

/** The estate's beneficiary record with this address, not yet linked to anyone: now invited. */
async function markBeneficiaryPending(tx: Tx, estateId: string, email: string): Promise<void> {
  await tx
    .update(beneficiaries)
    .set({ status: 'pending' })
    .where(
      and(
        eq(beneficiaries.estateId, estateId),
        sql`lower(${beneficiaries.email}) = ${email}`,
        isNull(beneficiaries.userId),
        eq(beneficiaries.status, 'unverified'),
      ),
    );
}

function conflictOnEmail(message: string): AppError {
  return new AppError('CONFLICT', message, [{ path: 'email', message }]);
}
