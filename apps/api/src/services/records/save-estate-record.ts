import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { IfMatch } from '@estate/domain';
import type { Db } from '../../db/client.js';
import type { Remember } from '../../lib/idempotency.js';
import type { Actor } from '../auth/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { requireEstate } from '../access/index.js';
import {
  recordDto,
  type EstateRecordKind,
  type RecordRow,
  type RecordTable,
} from './define-estate-record.js';
import { findRowAtVersion, lockEstate, readLookups } from './find-estate-record.js';
import { publishChange } from '../events/change-feed.js';

type Who = Pick<Actor, 'id' | 'role'>;

/**
 * Creates (no `change`) or replaces (`change`: the record's id and the version it was read at) a
 * record of an estate the actor may see, with its audit event, in one transaction. The order of the
 * checks is access (404), then the version (428, 400, 412: decision 060), then the kind's own rules.
 * Permission to change (`estate:manage`) is the route's `requireActor`.
 */
export async function saveEstateRecord<In extends z.ZodType, Dto extends z.ZodType>(
  db: Db,
  actor: Who,
  kind: EstateRecordKind<RecordTable, In, Dto>,
  estateId: string,
  change: { id: string; expected: IfMatch } | null,
  input: z.output<In>,
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<z.output<Dto>>,
): Promise<z.output<Dto>> {
  const estate = await requireEstate(db, actor, estateId);
  const id = change?.id ?? null;
  // Drizzle's builders don't follow a generic table; rows are typed back as the kind's below.
  const table: RecordTable = kind.table;
  const row = await db.transaction(async (tx) => {
    await lockEstate(tx, estate.id);
    if (change) {
      await findRowAtVersion(tx, kind, actor, estate, change.id, change.expected);
    }
    const values = kind.toValues(input);
    const audit: Record<string, unknown> = {};
    const extra = (await kind.beforeSave?.(tx, { estateId: estate.id, id, values, actor, audit })) ?? {};
    const columns = { ...values, ...extra, estateId: estate.id };
    const [saved] =
      id === null
        ? await tx.insert(table).values(columns).returning()
        : await tx
            .update(table)
            .set({ ...columns, version: sql`${table.version} + 1` })
            .where(eq(table.id, id))
            .returning();
    const result = saved as RecordRow;
    await kind.afterSave?.(tx, result, { actor });
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${kind.entity}.${id === null ? 'created' : 'updated'}`,
      entityType: kind.entity,
      entityId: (result as { id: string }).id,
      data: { ...kind.auditData?.(result), ...audit, estateId: estate.id, name: kind.label(result) },
    });
    await publishChange(tx, {
      kind: kind.path,
      estateId: estate.id,
      id: (result as { id: string }).id,
      action: id === null ? 'created' : 'updated',
    });
    if (remember) {
      const lookups = await readLookups(tx, kind, (result as { id: string }).id);
      await remember(tx, recordDto(kind, result, { actor, deceasedName: estate.deceasedName, lookups }));
    }
    return result;
  });
  const lookups = await readLookups(db, kind, (row as { id: string }).id);
  return recordDto(kind, row, { actor, deceasedName: estate.deceasedName, lookups });
}
