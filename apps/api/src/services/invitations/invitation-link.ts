import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_ROLE_WORDS,
  INVITATION_TTL_DAYS,
  invitationStatusOf,
  nzDateText,
  type InvitationDto,
} from '@estate/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { estateInvitations } from '../../db/schema.js';
import { estateInvitationEmail } from '../email/templates/index.js';
import { enqueueEmail } from '../outbox/enqueue-email.js';

/*
 * The link of a link invitation (decision 028): 32 random bytes, base64url, emailed and never
 * stored; the database keeps its SHA-256, so a leaked table opens nothing.
 */

export type InvitationRow = typeof estateInvitations.$inferSelect;

export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "8 December 2026": the New Zealand day of a moment, as a New Zealander reads it. */
export function nzDate(date: Date): string {
  return nzDateText(date);
}

/**
 * Gives the invitation a fresh token and expiry and emails its link, in the caller's transaction:
 * the first send and every resend alike. Any earlier link stops working (its hash is replaced).
 */
export async function sendInvitationLink(
  tx: Tx,
  invitation: InvitationRow,
  context: {
    inviterName: string;
    /** Where a reply to the invitation goes (Reply-To, decision 078). */
    inviterEmail: string;
    deceasedName: string;
    message?: string | null;
    publicUrl: string;
  },
): Promise<InvitationRow> {
  const { token, tokenHash } = newInvitationToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  const [row] = await tx
    .update(estateInvitations)
    .set({ tokenHash, expiresAt, lastSentAt: now })
    .where(eq(estateInvitations.id, invitation.id))
    .returning();
  const link = `${context.publicUrl}/invitations/${token}`;
  await enqueueEmail(tx, {
    kind: 'estate-invitation',
    to: invitation.email,
    ...estateInvitationEmail({
      name: invitation.name,
      inviterName: context.inviterName,
      deceasedName: context.deceasedName,
      role: INVITATION_ROLE_WORDS[invitation.role],
      message: context.message ?? null,
      link,
      expiresAt,
    }),
    link,
    replyTo: { name: context.inviterName, address: context.inviterEmail },
  });
  return row!;
}

/** An invitation as the lists show it. */
export function invitationDto(
  row: InvitationRow,
  extra: { deceasedName: string; invitedByName: string | null },
  now = new Date(),
): InvitationDto {
  return {
    id: row.id,
    estateId: row.estateId,
    deceasedName: extra.deceasedName,
    email: row.email,
    name: row.name,
    role: row.role,
    status: invitationStatusOf(row, now),
    invitedByName: extra.invitedByName,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}
