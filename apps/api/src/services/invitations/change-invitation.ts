import { invitationStatusOf, type InvitationDto } from '@estate/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { estateInvitations, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Actor } from '../access/actor.js';
import { manageableInvitations } from '../access/index.js';
import { lockEstate } from '../estates/assign-executor.js';
import { refuseOverCap } from './create-invitation.js';
import { invitationDto, sendInvitationLink, type InvitationRow } from './invitation-link.js';

type Who = Pick<Actor, 'id' | 'role' | 'name' | 'email'>;
const NOT_FOUND = 'Invitation not found';

/** The invitation, locked, if the actor runs its estate and may see it; otherwise 404. */
async function lockManageable(tx: Tx, actor: Who, id: string) {
  parseId({ id }, NOT_FOUND);
  const [found] = await tx
    .select({ estateId: estateInvitations.estateId })
    .from(estateInvitations)
    .where(and(eq(estateInvitations.id, id), manageableInvitations(actor)));
  if (!found) throw notFound(NOT_FOUND);
  // The estate first, as every invitation change of an estate locks it (create, accept).
  const estate = await lockEstate(tx, found.estateId);
  const [row] = await tx.select().from(estateInvitations).where(eq(estateInvitations.id, id)).for('update');
  if (!row) throw notFound(NOT_FOUND);
  return { row, estate };
}

async function inviterName(tx: Tx, row: InvitationRow): Promise<string | null> {
  if (!row.invitedBy) return null;
  const [u] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.invitedBy));
  return u?.name ?? null;
}

/**
 * Sends a waiting (or expired) invitation again: a new link (the old one stops working) and 14 more
 * days. An accepted or revoked one is a 409: invite the address afresh instead.
 */
export async function resendInvitation(
  db: Db,
  actor: Who,
  id: string,
  publicUrl: string,
): Promise<InvitationDto> {
  return db.transaction(async (tx) => {
    const { row, estate } = await lockManageable(tx, actor, id);
    const status = invitationStatusOf(row);
    if (status === 'accepted') throw new AppError('CONFLICT', 'This invitation has already been accepted.');
    if (status === 'revoked')
      throw new AppError('CONFLICT', 'This invitation was revoked. Invite the person again instead.');
    await refuseOverCap(tx, estate.id);
    const [updated] = await tx
      .update(estateInvitations)
      .set({ invitedBy: actor.id })
      .where(eq(estateInvitations.id, row.id))
      .returning();
    const sent = await sendInvitationLink(tx, updated!, {
      inviterName: actor.name,
      inviterEmail: actor.email,
      deceasedName: estate.deceasedName,
      publicUrl,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'estate.invitation_resent',
      entityType: 'estate',
      entityId: estate.id,
      data: { estateId: estate.id, invitationId: row.id, email: row.email, role: row.role },
    });
    return invitationDto(sent, { deceasedName: estate.deceasedName, invitedByName: actor.name });
  });
}

/** Withdraws an invitation not yet accepted: its link stops working. Revoking twice changes nothing. */
export async function revokeInvitation(db: Db, actor: Who, id: string): Promise<InvitationDto> {
  return db.transaction(async (tx) => {
    const { row, estate } = await lockManageable(tx, actor, id);
    if (row.acceptedAt) throw new AppError('CONFLICT', 'This invitation has already been accepted.');
    let current = row;
    if (!row.cancelledAt) {
      [current] = (await tx
        .update(estateInvitations)
        .set({ cancelledAt: new Date() })
        .where(eq(estateInvitations.id, row.id))
        .returning()) as [InvitationRow];
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'estate.invitation_revoked',
        entityType: 'estate',
        entityId: estate.id,
        data: { estateId: estate.id, invitationId: row.id, email: row.email, role: row.role },
      });
    }
    return invitationDto(current, {
      deceasedName: estate.deceasedName,
      invitedByName: await inviterName(tx, current),
    });
  });
}
