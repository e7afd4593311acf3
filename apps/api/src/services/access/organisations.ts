import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { apiKeys, institutionsNotified, organisationMembers, webhookEndpoints } from '../../db/schema.js';
import type { Actor } from './actor.js';

/*
 * Organisations as members of the network (issue 44, decision 090). Who acts for an organisation in
 * the directory: one of its people signed in (their verified email is on its member list), or one of
 * its API keys. Either sees only the notifications addressed to that organisation, and nothing of
 * estates. A law firm's API key acts for the firm (`FirmPrincipal`).
 */

/** Someone acting for an organisation in the directory. */
export type OrgPrincipal =
  | {
      kind: 'member';
      institutionId: string;
      userId: string;
      memberId: string;
      role: 'admin' | 'member';
    }
  | { kind: 'key'; institutionId: string; keyId: string; scopes: readonly string[] };

/** A law firm's API key. */
export interface FirmPrincipal {
  kind: 'firm-key';
  firmId: string;
  keyId: string;
  scopes: readonly string[];
}

/** The organisation a signed-in person belongs to, when their verified email is on its list. */
export async function membershipOf(
  db: Db | Tx,
  actor: Pick<Actor, 'id' | 'email' | 'emailVerified' | 'active'>,
): Promise<Extract<OrgPrincipal, { kind: 'member' }> | null> {
  if (!actor.emailVerified || !actor.active) return null;
  const [row] = await db
    .select({
      id: organisationMembers.id,
      institutionId: organisationMembers.institutionId,
      role: organisationMembers.role,
    })
    .from(organisationMembers)
    .where(eq(organisationMembers.email, actor.email.toLowerCase()));
  return row
    ? { kind: 'member', institutionId: row.institutionId, userId: actor.id, memberId: row.id, role: row.role }
    : null;
}

/** The key behind a secret's hash, unless revoked: an organisation's or a firm's. */
export async function keyOfHash(db: Db | Tx, secretHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      institutionId: apiKeys.institutionId,
      firmId: apiKeys.firmId,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

/** The rows of `institutions_notified` addressed to the principal's organisation: all it may see. */
export function addressedTo(principal: Pick<OrgPrincipal, 'institutionId'>): SQL {
  return eq(institutionsNotified.institutionId, principal.institutionId);
}

/** The API keys an organisation's admin manages: its own organisation's. */
export function keysOfOrganisation(principal: Pick<OrgPrincipal, 'institutionId'>): SQL {
  return eq(apiKeys.institutionId, principal.institutionId);
}

/** The API keys a firm's lawyer manages: their firm's. */
export function keysOfFirm(firmId: string): SQL {
  return eq(apiKeys.firmId, firmId);
}

/** The webhook endpoints of whoever owns them: an organisation's, or a firm's. */
export function endpointsOf(owner: { institutionId: string } | { firmId: string }): SQL {
  return 'institutionId' in owner
    ? eq(webhookEndpoints.institutionId, owner.institutionId)
    : eq(webhookEndpoints.firmId, owner.firmId);
}

/** Whether the principal holds a scope: a member holds every scope of their organisation's API. */
export function holdsScope(principal: OrgPrincipal | FirmPrincipal, scope: string): boolean {
  return principal.kind === 'member' || principal.scopes.includes(scope);
}

/** Used by the members list: every member of an organisation, for its admins and the back office. */
export function membersOf(institutionId: string): SQL {
  return sql`${organisationMembers.institutionId} = ${institutionId}`;
}
