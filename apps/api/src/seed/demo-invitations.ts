import { INVITATION_TTL_DAYS } from '@estate/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { demoLawyerEstateId } from './demo-lookup.js';
import { estateInvitations } from '../db/schema.js';
import { newInvitationToken } from '../services/invitations/invitation-link.js';

/** Invitations the demo lawyer sent that wait for an answer (the Executors screen's list). */
const DEMO_INVITATIONS = [
  {
    estate: 'Margaret Anne Wilson',
    email: 'rawiri.wilson@example.nz',
    name: 'Rawiri Wilson',
    role: 'executor' as const,
    daysAgo: 2,
  },
];

/**
 * Pending link invitations of the demo lawyer (decision 028), once. No email is queued: the link's
 * token is thrown away, so the lawyer's Resend is what sends a working one.
 */
export async function seedDemoInvitations(db: Db, ids: Record<string, string>): Promise<void> {
  for (const demo of DEMO_INVITATIONS) {
    const estateId = await demoLawyerEstateId(db, ids.lawyer!, demo.estate);
    if (!estateId) continue;
    const [existing] = await db
      .select({ id: estateInvitations.id })
      .from(estateInvitations)
      .where(and(eq(estateInvitations.estateId, estateId), eq(estateInvitations.email, demo.email)));
    if (existing) continue;
    const sentAt = new Date(Date.now() - demo.daysAgo * 24 * 60 * 60 * 1000);
    await db.insert(estateInvitations).values({
      estateId: estateId,
      email: demo.email,
      name: demo.name,
      role: demo.role,
      kind: 'link',
      tokenHash: newInvitationToken().tokenHash,
      invitedBy: ids.lawyer!,
      createdAt: sentAt,
      lastSentAt: sentAt,
      expiresAt: new Date(sentAt.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
    });
  }
}
