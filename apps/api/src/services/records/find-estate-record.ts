import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { estates } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import type { IfMatch } from '@estate/domain';
import { requireVersion } from '../../lib/versions.js';
import type { Actor } from '../access/index.js';
import { lastChangeOf } from '../audit/last-change.js';
import { recordDto, type EstateRecordKind, type RecordTable } from './define-estate-record.js';

/** A record by its id within its estate; otherwise the kind's 404 (also for a malformed id). */
export async function findRow(db: Db | Tx, kind: EstateRecordKind, estateId: string, id: string) {
  parseId({ id }, kind.texts.notFound);
  // Drizzle's builders don't follow a generic table; rows are typed back as the kind's below.
  const table: RecordTable = kind.table;
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.estateId, estateId)));
  if (!row) throw notFound(kind.texts.notFound);
  return row;
}

/** Locks the estate's row for this transaction: writes to one estate's records go one at a time. */
export async function lockEstate(tx: Tx, estateId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${estates} where ${estates.id} = ${estateId} for update`);
}

/** The kind's `lookups` for one row (none when it declares none). */
export async function readLookups(
  db: Db | Tx,
  kind: EstateRecordKind,
  id: string,
): Promise<Record<string, unknown>> {
  if (!kind.lookups) return {};
  // Drizzle's builders don't follow a generic table.
  const table: RecordTable = kind.table;
  const [row] = await db.select(kind.lookups).from(table).where(eq(table.id, id));
  return row ?? {};
}

/**
 * The row found for a change, if the change was made against its version (decision 060): 428, 400
 * or 412 otherwise, the 412 with the record as this actor may read it and who changed it last.
 * Call with the estate's row locked (`lockEstate`), so nothing changes it in between.
 */
export async function findRowAtVersion(
  tx: Tx,
  kind: EstateRecordKind,
  actor: Pick<Actor, 'id' | 'role'>,
  estate: { id: string; deceasedName: string },
  id: string,
  expected: IfMatch,
) {
  const row = await findRow(tx, kind, estate.id, id);
  await requireVersion(expected, row.version as number, async () => ({
    current: recordDto(kind, row, {
      actor,
      deceasedName: estate.deceasedName,
      lookups: await readLookups(tx, kind, id),
    }),
    ...(await lastChangeOf(tx, kind.entity, id)),
  }));
  return row;
}
