import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKey, ApiKeyCreated } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { apiKeys, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/after-commit.js';
import type { Remember } from '../../lib/idempotency.js';
import { keysOf, type KeyOwner } from '../access/index.js';
import { recordAudit } from '../audit/record-audit.js';
import { newKeySecret } from './secrets.js';

/*
 * API keys of an organisation in the directory or of a law firm (decision 090): listed, made and
 * revoked by people signed in (an organisation's admins, a firm's lawyers), never by a key. Only the
 * SHA-256 of a key is kept; its secret is answered once.
 */

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  createdBy: users.name,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};
type KeyRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

const keyOf = (r: KeyRow): ApiKey => ({
  id: r.id!,
  name: r.name!,
  prefix: r.prefix!,
  scopes: r.scopes ?? [],
  createdAt: r.createdAt!.toISOString(),
  createdBy: r.createdBy,
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

/** The owner's keys, newest first, revoked ones included (with when). Never a secret. */
export async function listKeys(db: Db, owner: KeyOwner): Promise<{ items: ApiKey[] }> {
  const rows = await db
    .select(columns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(keysOf(owner))
    .orderBy(desc(apiKeys.createdAt));
  return { items: rows.map(keyOf) };
}

/**
 * A new key for the owner, with scopes from `allowed` only (400 naming `scopes` otherwise): its
 * secret is answered this once. The answer kept for a retry of the same Idempotency-Key leaves the
 * secret out (only its hash is kept anywhere).
 */
export async function createKey(
  db: Db,
  owner: KeyOwner,
  by: { userId: string },
  input: { name: string; scopes: string[] },
  allowed: readonly { value: string }[],
  remember: Remember<ApiKeyCreated> | undefined,
): Promise<ApiKeyCreated> {
  const values: readonly string[] = allowed.map((s) => s.value);
  const unknown = input.scopes.filter((s) => !values.includes(s));
  if (unknown.length) {
    const message = `Unknown scope ${unknown.join(', ')}: use ${values.join(', ')}.`;
    throw new AppError('VALIDATION', message, [{ path: 'scopes', message }]);
  }
  const { secret, prefix, hash } = newKeySecret('institutionId' in owner ? 'org' : 'firm');
  return inTransaction(db, async ({ tx }) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        ...owner,
        name: input.name,
        prefix,
        secretHash: hash,
        scopes: [...new Set(input.scopes)],
        createdBy: by.userId,
      })
      .returning({ id: apiKeys.id });
    await recordAudit(tx, {
      actorId: by.userId,
      action: 'api_key.created',
      entityType: 'api_keys',
      entityId: row!.id,
      data: { ...owner, name: input.name, prefix },
    });
    const [read] = await tx
      .select(columns)
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.createdBy))
      .where(eq(apiKeys.id, row!.id));
    const key = keyOf(read!);
    await remember?.(tx, key);
    return { ...key, secret };
  });
}

/** Revokes a key at once: its next request is a 401. A key already revoked stays as it was. */
export async function revokeKey(db: Db, owner: KeyOwner, by: { userId: string }, id: string): Promise<void> {
  await inTransaction(db, async ({ tx }) => {
    const [row] = await tx
      .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), keysOf(owner)));
    if (!row) throw notFound('API key not found');
    if (row.revokedAt) return;
    await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()`, revokedBy: by.userId })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
    await recordAudit(tx, {
      actorId: by.userId,
      action: 'api_key.revoked',
      entityType: 'api_keys',
      entityId: id,
      data: { ...owner },
    });
  });
}
