import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrganisationMember, OrgMe } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutions, organisationMembers, users } from '../../db/schema.js';
import { qualified } from '../../db/sql.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/after-commit.js';
import { membersOf, type OrgPrincipal } from '../access/index.js';
import { recordAudit } from '../audit/record-audit.js';
import { organisationMemberEmail } from '../email/templates/index.js';
import { enqueueEmail } from '../outbox/enqueue-email.js';

export const MEMBER_TEXTS = {
  elsewhere: 'This email already belongs to another organisation: remove it there first.',
  institution: 'Institution not found',
  member: 'Member not found',
} as const;

/** The people of an organisation, with whether each has a verified account yet. */
export async function listMembers(db: Db, institutionId: string): Promise<{ items: OrganisationMember[] }> {
  await requireInstitution(db, institutionId);
  const rows = await db
    .select({
      id: organisationMembers.id,
      email: organisationMembers.email,
      name: organisationMembers.name,
      role: organisationMembers.role,
      createdAt: organisationMembers.createdAt,
      // Qualified: inside the subquery a bare "email" would be the user's own.
      hasAccount: sql<boolean>`EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = ${qualified(organisationMembers.email)} AND u.email_verified)`,
    })
    .from(organisationMembers)
    .where(membersOf(institutionId))
    .orderBy(asc(organisationMembers.email));
  return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

async function requireInstitution(db: Db, institutionId: string) {
  const [row] = await db
    .select({ name: institutions.name })
    .from(institutions)
    .where(eq(institutions.id, institutionId));
  if (!row) throw notFound(MEMBER_TEXTS.institution);
  return row;
}

/**
 * Adds a person to an organisation by email (an admin of the platform, decision 090), and emails
 * them how to sign in. Adding an email already on this organisation's list changes its role and
 * name; one on another organisation's list is a 409.
 */
export async function addMember(
  db: Db,
  actorId: string,
  institutionId: string,
  input: { email: string; name?: string | undefined; role: 'admin' | 'member' },
  publicUrl: string,
): Promise<OrganisationMember> {
  const { name: organisation } = await requireInstitution(db, institutionId);
  const email = input.email.trim().toLowerCase();
  return inTransaction(db, async ({ tx }) => {
    const [existing] = await tx
      .select()
      .from(organisationMembers)
      .where(eq(organisationMembers.email, email))
      .for('update');
    if (existing && existing.institutionId !== institutionId)
      throw new AppError('CONFLICT', MEMBER_TEXTS.elsewhere, [
        { path: 'email', message: MEMBER_TEXTS.elsewhere },
      ]);
    const [row] = existing
      ? await tx
          .update(organisationMembers)
          .set({
            role: input.role,
            name: input.name ?? existing.name,
            version: sql`${organisationMembers.version} + 1`,
          })
          .where(eq(organisationMembers.id, existing.id))
          .returning()
      : await tx
          .insert(organisationMembers)
          .values({ institutionId, email, name: input.name ?? null, role: input.role, invitedBy: actorId })
          .returning();
    await recordAudit(tx, {
      actorId,
      action: existing ? 'organisation_member.updated' : 'organisation_member.added',
      entityType: 'organisation_members',
      entityId: row!.id,
      data: { institutionId, email, role: input.role },
    });
    if (!existing)
      await enqueueEmail(tx, {
        kind: 'organisation-member',
        to: email,
        ...organisationMemberEmail({ organisation, role: input.role, publicUrl }),
        link: `${publicUrl}/org`,
      });
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, eq(users.emailVerified, true)));
    return {
      id: row!.id,
      email: row!.email,
      name: row!.name,
      role: row!.role,
      hasAccount: !!account,
      createdAt: row!.createdAt.toISOString(),
    };
  });
}

/** Takes a person off an organisation's list: their inbox and its keys' management go at once. */
export async function removeMember(db: Db, actorId: string, institutionId: string, memberId: string) {
  await inTransaction(db, async ({ tx }) => {
    const [row] = await tx
      .delete(organisationMembers)
      .where(and(eq(organisationMembers.id, memberId), membersOf(institutionId)))
      .returning();
    if (!row) throw notFound(MEMBER_TEXTS.member);
    await recordAudit(tx, {
      actorId,
      action: 'organisation_member.removed',
      entityType: 'organisation_members',
      entityId: row.id,
      data: { institutionId, email: row.email },
    });
  });
}

/** The organisation a signed-in member acts for, and their role there. */
export async function orgMe(db: Db, member: Extract<OrgPrincipal, { kind: 'member' }>): Promise<OrgMe> {
  const [row] = await db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(eq(institutions.id, member.institutionId));
  return { organisation: { id: row!.id, name: row!.name }, role: member.role };
}
