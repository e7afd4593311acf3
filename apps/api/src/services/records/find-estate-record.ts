import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { estates } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import type { EstateRecordKind, RecordTable } from './define-estate-record.js';

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
