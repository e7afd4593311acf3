import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { apiKeys, documents, estates, tasks, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import type { Who } from './actor.js';
import { firmKeyEstates, firmKeyOwned, myFirm } from './estate-base.js';
import { keysOfFirm, keysOfOrganisation, type FirmPrincipal } from './organisations.js';

/*
 * Law firms' API keys and webhooks (issue 44, decision 090 "Firm keys"). Who manages them: any lawyer
 * of the firm, signed in (not a key, not an admin: a key acts as the lawyer who made it, so it is made
 * by one). What a key reaches: the firm's estates (`firmKeyEstates`), their tasks and documents, as its
 * creator, who must still be an active lawyer of the firm at every request.
 */

/** Whose keys or webhook endpoints: an organisation's or a law firm's. */
export type KeyOwner = { institutionId: string } | { firmId: string };

/**
 * The firm whose API keys and webhooks this signed-in person manages: a lawyer's own firm. Null for
 * a lawyer without a firm and for every other role, admins included (they act for no firm).
 */
export function firmManagedBy(db: Db | Tx, actor: Who): Promise<string | null> {
  return myFirm(db, actor);
}

/** The API keys of their owner: an organisation's (for its admins) or a firm's (for its lawyers). */
export function keysOf(owner: KeyOwner): SQL {
  return 'institutionId' in owner ? keysOfOrganisation(owner) : keysOfFirm(owner.firmId);
}

/** Who a firm's key acts as: the lawyer who made it. */
export interface FirmKeyActor {
  id: string;
  role: 'lawyer';
  name: string;
}

/**
 * The person a firm's key acts as: its creator, while they are an active lawyer of the key's firm
 * (not deactivated, not deleted, not moved to another firm or role). Null otherwise: the key then
 * does nothing (401), since nobody would answer for what it did.
 */
export async function firmKeyActor(
  db: Db | Tx,
  key: Pick<FirmPrincipal, 'firmId' | 'keyId'>,
): Promise<FirmKeyActor | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(
      and(
        eq(apiKeys.id, key.keyId),
        eq(apiKeys.firmId, key.firmId),
        eq(users.firmId, key.firmId),
        eq(users.role, 'lawyer'),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    );
  return row ? { id: row.id, role: 'lawyer', name: row.name } : null;
}

/** The tasks a firm's key reads: those of the firm's estates. For queries over `tasks`. */
export function firmKeyTasks(key: Pick<FirmPrincipal, 'firmId'>): SQL {
  return firmKeyOwned(key.firmId, tasks.estateId);
}

/** The documents a firm's key reads: those of the firm's estates. For queries over `documents`. */
export function firmKeyDocuments(key: Pick<FirmPrincipal, 'firmId'>): SQL {
  return firmKeyOwned(key.firmId, documents.estateId);
}

/** One of the firm's estates; 404 for any other estate (another firm's, nobody's) or a malformed id. */
export async function requireFirmKeyEstate(
  db: Db | Tx,
  key: Pick<FirmPrincipal, 'firmId'>,
  estateId: string,
) {
  parseId({ id: estateId }, 'Estate not found');
  const [row] = await db
    .select()
    .from(estates)
    .where(and(eq(estates.id, estateId), firmKeyEstates(key.firmId)));
  if (!row) throw notFound('Estate not found');
  return row;
}
