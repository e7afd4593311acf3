import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { parseId } from '../../lib/validate.js';
import type { EstateRecordKind, RecordTable } from './define-estate-record.js';

export { lockEstate } from './places.js';

/**
 * A record by its id within its estate (which the caller has checked the actor may see); otherwise
 * the kind's 404 (also for a malformed id). For services beside the kit that act on one record (a
 * controlled item's accesses, a note's comments).
 */
export async function findRow(db: Db | Tx, kind: EstateRecordKind, estateId: string, id: string) {
  parseId({ id }, kind.texts.notFound);
  // Drizzle's builders don't follow a generic table; rows are typed back as the kind's by callers.
  const table: RecordTable = kind.table;
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.estateId, estateId)));
  if (!row) throw notFound(kind.texts.notFound);
  return row;
}
