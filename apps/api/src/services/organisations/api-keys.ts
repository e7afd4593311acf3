import { ORG_KEY_SCOPES, type ApiKey, type ApiKeyCreated } from '@estate/domain';
import type { Db } from '../../db/client.js';
import type { Remember } from '../../lib/idempotency.js';
import type { OrgPrincipal } from '../access/index.js';
import { createKey, listKeys, revokeKey } from '../api-keys/manage-keys.js';

/*
 * An organisation's API keys, for its administrators signed in (decision 090): the owner-neutral
 * services of api-keys/manage-keys.ts, which a law firm's keys share.
 */

type Member = Extract<OrgPrincipal, { kind: 'member' }>;

const ownerOf = (member: Member) => ({ institutionId: member.institutionId });

/** The organisation's keys, newest first, revoked ones included (with when). Never a secret. */
export function listOrgKeys(db: Db, member: Member): Promise<{ items: ApiKey[] }> {
  return listKeys(db, ownerOf(member));
}

/**
 * A new key for the organisation: its secret is answered this once. The answer kept for a retry of
 * the same Idempotency-Key leaves the secret out (only its hash is kept anywhere).
 */
export function createOrgKey(
  db: Db,
  member: Member,
  input: { name: string; scopes: string[] },
  remember: Remember<ApiKeyCreated> | undefined,
): Promise<ApiKeyCreated> {
  return createKey(db, ownerOf(member), member, input, ORG_KEY_SCOPES, remember);
}

/** Revokes a key at once: its next request is a 401. A key already revoked stays as it was. */
export function revokeOrgKey(db: Db, member: Member, id: string): Promise<void> {
  return revokeKey(db, ownerOf(member), member, id);
}
