import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Actor } from '../auth/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { requireEstate } from '../access/index.js';
import type { IfMatch } from '@estate/domain';
import type { EstateRecordKind, RecordTable } from './define-estate-record.js';
import { findRowAtVersion, lockEstate } from './find-estate-record.js';
import { publishChange } from '../events/change-feed.js';

type Who = Pick<Actor, 'id' | 'role'>;

/**
 * Removes a record of an estate the actor may see, with its audit event, in one transaction: access
 * (404), then the version it was read at (428, 400, 412: decision 060), then the kind's own rules.
 */
export async function deleteEstateRecord(
  db: Db,
  actor: Who,
  kind: EstateRecordKind,
  estateId: string,
  id: string,
  expected: IfMatch,
): Promise<void> {
  const estate = await requireEstate(db, actor, estateId);
  // Drizzle's builders don't follow a generic table; rows are typed back as the kind's below.
  const table: RecordTable = kind.table;
  await db.transaction(async (tx) => {
    await lockEstate(tx, estate.id);
    const row = await findRowAtVersion(tx, kind, actor, estate, id, expected);
    await kind.beforeDelete?.(tx, row);
    await tx.delete(table).where(eq(table.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${kind.entity}.deleted`,
      entityType: kind.entity,
      entityId: id,
      data: { ...kind.auditData?.(row), estateId: estate.id, name: kind.label(row) },
    });
    await publishChange(tx, { kind: kind.path, estateId: estate.id, id, action: 'deleted' });
  });
}
