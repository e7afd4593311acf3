import type { InvitationList, InvitationRole, InvitationStatus } from '@estate/domain';
import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { estateInvitations, estates, users } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { manageableInvitations, requireEstate } from '../access/index.js';
import { invitationDto } from './invitation-link.js';

/** The SQL of a computed status (invitationStatusOf), for the status filter. */
function statusIs(status: InvitationStatus): SQL {
  const i = estateInvitations;
  const open = and(isNull(i.acceptedAt), isNull(i.cancelledAt));
  switch (status) {
    case 'accepted':
      return isNotNull(i.acceptedAt);
    case 'revoked':
      return and(isNull(i.acceptedAt), isNotNull(i.cancelledAt))!;
    case 'expired':
      return and(open, lte(i.expiresAt, sql`now()`))!;
    case 'pending':
      return and(open, or(isNull(i.expiresAt), gt(i.expiresAt, sql`now()`)))!;
  }
}

/**
 * The link invitations of the estates the actor runs and may see (of one estate with `estateId`,
 * which must be visible, else 404), newest first, each with its status computed now.
 */
export async function listInvitations(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  query: { estateId?: string; role?: InvitationRole; status?: InvitationStatus },
): Promise<InvitationList> {
  if (query.estateId) await requireEstate(db, actor, query.estateId);
  const rows = await db
    .select({ row: estateInvitations, deceasedName: estates.deceasedName, invitedByName: users.name })
    .from(estateInvitations)
    .innerJoin(estates, eq(estates.id, estateInvitations.estateId))
    .leftJoin(users, eq(users.id, estateInvitations.invitedBy))
    .where(
      and(
        manageableInvitations(actor),
        query.estateId ? eq(estateInvitations.estateId, query.estateId) : undefined,
        query.role ? eq(estateInvitations.role, query.role) : undefined,
        query.status ? statusIs(query.status) : undefined,
      ),
    )
    .orderBy(desc(sql`coalesce(${estateInvitations.lastSentAt}, ${estateInvitations.createdAt})`))
    .limit(500);
  const now = new Date();
  return {
    items: rows.map(({ row, deceasedName, invitedByName }) =>
      invitationDto(row, { deceasedName, invitedByName }, now),
    ),
  };
}
