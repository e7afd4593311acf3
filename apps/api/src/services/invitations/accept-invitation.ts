import {
  ACCOUNT_TYPE_FOR_INVITATION,
  INVITATION_ROLE_WORDS,
  invitationStatusOf,
  type InvitationByToken,
  type InvitationRole,
} from '@estate/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { beneficiaries, estateInvitations, estateRoles, estates, users } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { notify } from '../app-notifications/notify.js';
import { recordAudit } from '../audit/record-audit.js';
import { noticeEmail } from '../email/templates/index.js';
import type { Actor } from '../access/actor.js';
import { executorRowOf, lockEstate } from '../estates/assign-executor.js';
import { hashInvitationToken, nzDate, type InvitationRow } from './invitation-link.js';

const NOT_FOUND = 'Invitation not found';
const ACCOUNT_WORDS: Record<string, string> = {
  admin: 'an admin',
  lawyer: 'a Lawyer',
  executor: 'an Executor',
  beneficiary: 'a Beneficiary',
  user: 'a general',
  notifyflow: 'a NotifyFlow',
};

/** A link invitation by its token, with its estate and inviter; 404 when no link has that token. */
async function findByToken(db: Db | Tx, token: string) {
  const [found] = await db
    .select({ row: estateInvitations, deceasedName: estates.deceasedName, inviterName: users.name })
    .from(estateInvitations)
    .innerJoin(estates, eq(estates.id, estateInvitations.estateId))
    .leftJoin(users, eq(users.id, estateInvitations.invitedBy))
    .where(
      and(eq(estateInvitations.tokenHash, hashInvitationToken(token)), eq(estateInvitations.kind, 'link')),
    );
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/**
 * What the invitation page shows whoever holds the link, signed in or not: the estate, the role, who
 * invited them, the address it was sent to and its status. Holding the link is proof enough: it
 * was emailed to that address and is replaced on every resend.
 */
export async function getInvitationByToken(db: Db, token: string): Promise<InvitationByToken> {
  const { row, deceasedName, inviterName } = await findByToken(db, token);
  return {
    deceasedName,
    role: row.role,
    accountType: ACCOUNT_TYPE_FOR_INVITATION[row.role],
    inviterName,
    email: row.email,
    name: row.name,
    status: invitationStatusOf(row),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * Accepts the invitation for the signed-in person (decision 028), in one transaction: single use,
 * for the invited address only, by an account of the type the role needs. Links them with the role
 * (an executor also gets an executors row; a beneficiary the estate's beneficiary record with their
 * address), audits it and tells the inviter.
 */
export async function acceptInvitation(
  db: Db,
  actor: Pick<Actor, 'id' | 'role' | 'name' | 'email'>,
  token: string,
  publicUrl: string,
): Promise<{ estateId: string; role: InvitationRole }> {
  return db.transaction(async (tx) => {
    const found = await findByToken(tx, token);
    // The estate first, as every invitation change of an estate locks it; then the row itself.
    await lockEstate(tx, found.row.estateId);
    const [row] = await tx
      .select()
      .from(estateInvitations)
      .where(eq(estateInvitations.id, found.row.id))
      .for('update');
    if (!row || row.tokenHash !== found.row.tokenHash) throw notFound(NOT_FOUND);
    refuseUnusable(row, found.inviterName);
    if (actor.email.toLowerCase() !== row.email)
      throw forbidden(`This invitation was sent to ${row.email}; sign in with that address to accept it.`);
    const needed = ACCOUNT_TYPE_FOR_INVITATION[row.role];
    if (actor.role !== needed)
      throw new AppError(
        'CONFLICT',
        `This invitation is for ${INVITATION_ROLE_WORDS[row.role]}, which needs ${ACCOUNT_WORDS[needed]} account; yours is ${ACCOUNT_WORDS[actor.role] ?? 'another kind of'} account. Ask ${found.inviterName ?? 'the person who invited you'} to invite you in a role that suits your account, or contact us to change your account type.`,
      );

    await linkPerson(tx, row, actor);
    await tx
      .update(estateInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: actor.id })
      .where(eq(estateInvitations.id, row.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'estate.invitation_accepted',
      entityType: 'estate',
      entityId: row.estateId,
      data: { estateId: row.estateId, invitationId: row.id, role: row.role },
    });
    if (row.invitedBy && row.invitedBy !== actor.id) {
      const message = `${actor.name} accepted your invitation to the estate of ${found.deceasedName} as ${INVITATION_ROLE_WORDS[row.role]}.`;
      const link = `/dashboard/estates/${row.estateId}`;
      await notify(tx, [
        {
          userId: row.invitedBy,
          kind: 'invitation',
          type: 'success',
          title: 'Invitation accepted',
          message,
          link,
          email: {
            ...noticeEmail({
              subject: `${actor.name} accepted your invitation`,
              lines: [message],
              link: `${publicUrl}${link}`,
            }),
            link: `${publicUrl}${link}`,
          },
        },
      ]);
    }
    return { estateId: row.estateId, role: row.role };
  });
}

/** 410 for a link that can no longer be used, saying why and whom to ask. */
function refuseUnusable(row: InvitationRow, inviterName: string | null): void {
  const ask = inviterName ?? 'the person who invited you';
  switch (invitationStatusOf(row)) {
    case 'accepted':
      throw new AppError('GONE', 'This invitation has already been used.');
    case 'revoked':
      throw new AppError(
        'GONE',
        `This invitation was withdrawn. Ask ${ask} if you should still join the estate.`,
      );
    case 'expired':
      throw new AppError(
        'GONE',
        `This invitation expired on ${nzDate(row.expiresAt!)}. Ask ${ask} to send you a new one.`,
      );
    case 'pending':
      return;
  }
}

/** The role link the invitation promises, kept active (a revoked link is restored). */
async function linkPerson(tx: Tx, row: InvitationRow, actor: Pick<Actor, 'id' | 'name'>): Promise<void> {
  if (row.role === 'executor') await executorRowOf(tx, actor);
  await tx
    .insert(estateRoles)
    .values({ estateId: row.estateId, userId: actor.id, role: row.role, status: 'active' })
    .onConflictDoUpdate({
      target: [estateRoles.estateId, estateRoles.userId, estateRoles.role],
      set: { status: 'active' },
    });
  if (row.role === 'beneficiary')
    await tx
      .update(beneficiaries)
      .set({ userId: actor.id, status: 'verified' })
      .where(
        and(
          eq(beneficiaries.estateId, row.estateId),
          sql`lower(${beneficiaries.email}) = ${row.email}`,
          isNull(beneficiaries.userId),
        ),
      );
}
