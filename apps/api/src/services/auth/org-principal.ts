import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import {
  holdsScope,
  keyOfHash,
  membershipOf,
  type FirmPrincipal,
  type OrgPrincipal,
} from '../access/index.js';
import { hashKey } from '../api-keys/secrets.js';
import type { Auth } from './auth.js';
import { requireActor } from './actor.js';

export type { FirmPrincipal, OrgPrincipal } from '../access/index.js';

export const ORG_TEXTS = {
  badKey: 'The API key is missing, unknown or revoked. Send it as Authorization: Bearer <key>.',
  notMember:
    'Only the people of an organisation in the NotifyFlow directory can use its inbox. Ask NZ Estate Platform to add your email to your organisation.',
  adminOnly: "Only your organisation's administrators can manage its API keys and webhooks.",
  scope: (scope: string) => `This API key does not have the ${scope} scope.`,
} as const;

const unauthorisedKey = () => new AppError('UNAUTHENTICATED', ORG_TEXTS.badKey);

/** The presented key, when the request carries `Authorization` at all; 401 when it is not a Bearer key. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer +([\x21-\x7e]{1,200})$/i.exec(header.trim());
  if (!match) throw unauthorisedKey();
  return match[1]!;
}

/** The key a request presents, or null without `Authorization`; 401 for a bad or revoked key. */
async function keyOf(db: Db, request: FastifyRequest) {
  const secret = bearerOf(request);
  if (secret === null) return null;
  const key = await keyOfHash(db, hashKey(secret));
  if (!key) throw unauthorisedKey();
  // Its last use, to the minute: one write a minute at most, however busy the key.
  if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() > 60_000)
    await db.execute(sql`UPDATE api_keys SET last_used_at = now() WHERE api_key_id = ${key.id}`);
  return key;
}

/**
 * Who acts for an organisation in this request: its API key (`Authorization: Bearer`), or one of its
 * people signed in. A missing, unknown or revoked key, or a firm's key, is 401; a signed-in person
 * who is no organisation's member is 403; a key without `scope` is 403.
 */
export async function requireOrgPrincipal(
  deps: { auth: Auth; db: Db },
  request: FastifyRequest,
  scope?: string,
): Promise<OrgPrincipal> {
  const key = await keyOf(deps.db, request);
  let principal: OrgPrincipal;
  if (key) {
    if (!key.institutionId) throw unauthorisedKey();
    principal = { kind: 'key', institutionId: key.institutionId, keyId: key.id, scopes: key.scopes };
  } else {
    const actor = await requireActor(deps.auth, request);
    const member = await membershipOf(deps.db, actor);
    if (!member) throw forbidden(ORG_TEXTS.notMember);
    principal = member;
  }
  if (scope && !holdsScope(principal, scope)) throw forbidden(ORG_TEXTS.scope(scope));
  return principal;
}

/** One of an organisation's people, signed in (not a key): the inbox's own calls. */
export async function requireOrgMember(
  deps: { auth: Auth; db: Db },
  request: FastifyRequest,
): Promise<Extract<OrgPrincipal, { kind: 'member' }>> {
  if (request.headers.authorization !== undefined) throw forbidden(ORG_TEXTS.notMember);
  const actor = await requireActor(deps.auth, request);
  const member = await membershipOf(deps.db, actor);
  if (!member) throw forbidden(ORG_TEXTS.notMember);
  return member;
}

/** An organisation's administrator, signed in (keys and webhooks are managed by people, not keys). */
export async function requireOrgAdmin(
  deps: { auth: Auth; db: Db },
  request: FastifyRequest,
): Promise<Extract<OrgPrincipal, { kind: 'member' }>> {
  if (request.headers.authorization !== undefined) throw forbidden(ORG_TEXTS.adminOnly);
  const member = await requireOrgMember(deps, request);
  if (member.role !== 'admin') throw forbidden(ORG_TEXTS.adminOnly);
  return member;
}

/** A law firm's API key (`Authorization: Bearer`); 401 for any other key or none; 403 without `scope`. */
export async function requireFirmKey(
  db: Db,
  request: FastifyRequest,
  scope?: string,
): Promise<FirmPrincipal> {
  const key = await keyOf(db, request);
  if (!key?.firmId) throw unauthorisedKey();
  const principal: FirmPrincipal = {
    kind: 'firm-key',
    firmId: key.firmId,
    keyId: key.id,
    scopes: key.scopes,
  };
  if (scope && !holdsScope(principal, scope)) throw forbidden(ORG_TEXTS.scope(scope));
  return principal;
}
