import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import {
  firmKeyActor,
  firmManagedBy,
  holdsScope,
  type FirmKeyActor,
  type FirmPrincipal,
} from '../access/index.js';
import type { Auth } from './auth.js';
import { requireActor } from './actor.js';
import { ORG_TEXTS, requireFirmKey } from './org-principal.js';

export const FIRM_TEXTS = {
  keyHolderGone:
    'This API key no longer works: the lawyer who made it is no longer an active lawyer of the firm. Ask a lawyer of the firm to make a new key.',
  keysCannotManage:
    "An API key cannot manage the firm's API keys or webhooks. Sign in as a lawyer of the firm.",
  noFirm:
    'Your account is not part of a law firm yet, so there are no firm API keys or webhooks to manage. Ask NZ Estate Platform to add you to your firm.',
  lawyersOnly: "Only a law firm's lawyers can manage its API keys and webhooks.",
} as const;

/** A firm's key in a request, with the lawyer it acts as. */
export type FirmKeyPrincipal = FirmPrincipal & { actor: FirmKeyActor };

/**
 * The firm's key a request presents (`Authorization: Bearer nzep_firm_…`) and the lawyer it acts as,
 * its creator. 401 for no key, an organisation's key, an unknown or revoked one, or one whose creator
 * is no longer an active lawyer of the firm; 403 without `scope`.
 */
export async function requireFirmKeyPrincipal(
  db: Db,
  request: FastifyRequest,
  scope: string,
): Promise<FirmKeyPrincipal> {
  const key = await requireFirmKey(db, request);
  const actor = await firmKeyActor(db, key);
  if (!actor) throw new AppError('UNAUTHENTICATED', FIRM_TEXTS.keyHolderGone);
  if (!holdsScope(key, scope)) throw forbidden(ORG_TEXTS.scope(scope));
  return { ...key, actor };
}

/**
 * A lawyer of a firm, signed in: they manage the firm's API keys and webhooks. A request with a key
 * is 403 (keys never manage keys); signed out 401; a lawyer without a firm, or anyone else, 403.
 */
export async function requireFirmLawyer(
  deps: { auth: Auth; db: Db },
  request: FastifyRequest,
): Promise<{ firmId: string; userId: string }> {
  if (request.headers.authorization !== undefined) throw forbidden(FIRM_TEXTS.keysCannotManage);
  const actor = await requireActor(deps.auth, request);
  const firmId = await firmManagedBy(deps.db, actor);
  if (!firmId) throw forbidden(actor.role === 'lawyer' ? FIRM_TEXTS.noFirm : FIRM_TEXTS.lawyersOnly);
  return { firmId, userId: actor.id };
}
