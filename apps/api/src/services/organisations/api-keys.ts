import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ORG_KEY_SCOPES, type ApiKey, type ApiKeyCreated } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { apiKeys, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/after-commit.js';
import type { Remember } from '../../lib/idempotency.js';
import { keysOfOrganisation, type OrgPrincipal } from '../access/index.js';
import { newKeySecret } from '../api-keys/secrets.js';
import { recordAudit } from '../audit/record-audit.js';

type Member = Extract<OrgPrincipal, { kind: 'member' }>;

const SCOPE_VALUES: readonly string[] = ORG_KEY_SCOPES.map((s) => s.value);

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

/** The organisation's keys, newest first, revoked ones included (with when). Never a secret. */
export async function listOrgKeys(db: Db, member: Member): Promise<{ items: ApiKey[] }> {
  const rows = await db
    .select(columns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(keysOfOrganisation(member))
    .orderBy(desc(apiKeys.createdAt));
  return { items: rows.map(keyOf) };
}

/**
 * A new key for the organisation: its secret is answered this once. The answer kept for a retry of
 * the same Idempotency-Key leaves the secret out (only its hash is kept anywhere).
 */
export async function createOrgKey(
  db: Db,
  member: Member,
  input: { name: string; scopes: string[] },
  remember: Remember<ApiKeyCreated> | undefined,
): Promise<ApiKeyCreated> {
  const unknown = input.scopes.filter((s) => !SCOPE_VALUES.includes(s));
  if (unknown.length) {
    const message = `Unknown scope ${unknown.join(', ')}: use ${SCOPE_VALUES.join(', ')}.`;
    throw new AppError('VALIDATION', message, [{ path: 'scopes', message }]);
  }
  const { secret, prefix, hash } = newKeySecret('org');
  return inTransaction(db, async ({ tx }) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        institutionId: member.institutionId,
        name: input.name,
        prefix,
        secretHash: hash,
        scopes: [...new Set(input.scopes)],
        createdBy: member.userId,
      })
      .returning({ id: apiKeys.id });
    await recordAudit(tx, {
      actorId: member.userId,
      action: 'api_key.created',
      entityType: 'api_keys',
      entityId: row!.id,
      data: { institutionId: member.institutionId, name: input.name, prefix },
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
export async function revokeOrgKey(db: Db, member: Member, id: string): Promise<void> {
  await inTransaction(db, async ({ tx }) => {
    const [row] = await tx
      .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), keysOfOrganisation(member)));
    if (!row) throw notFound('API key not found');
    if (row.revokedAt) return;
    await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()`, revokedBy: member.userId })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
    await recordAudit(tx, {
      actorId: member.userId,
      action: 'api_key.revoked',
      entityType: 'api_keys',
      entityId: id,
      data: { institutionId: member.institutionId },
    });
  });
}
