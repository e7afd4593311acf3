import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  ControlledItemAccess,
  controlledItemAccessInputSchema,
  controlledItemAccessResultSchema,
} from '@estate/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Remember } from '../../lib/idempotency.js';
import { controlledItemAccesses, controlledItems } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { requireEstate } from '../access/index.js';
import { findRow, lockEstate } from '../records/find-estate-record.js';
import { controlledItemRecords } from '../records/kinds/controlled-items.js';
import { recordDto, type EstateRecordKind } from '../records/define-estate-record.js';

type Who = Pick<Actor, 'id' | 'role'>;
type ItemRow = typeof controlledItems.$inferSelect;
type AccessRow = typeof controlledItemAccesses.$inferSelect;

const kind = controlledItemRecords as unknown as EstateRecordKind;

function accessFor(row: AccessRow): ControlledItemAccess {
  return {
    id: row.id,
    controlledItemId: row.controlledItemId,
    accessedAt: row.accessedAt.toISOString(),
    accessedBy: row.accessedBy,
    purpose: row.purpose,
  };
}

/** The controlled item of an estate the actor may see; 404 for another estate's (or none). */
async function requireItem(db: Db, actor: Who, estateId: string, id: string) {
  const estate = await requireEstate(db, actor, estateId);
  return { estate, item: (await findRow(db, kind, estate.id, id)) as ItemRow };
}

/** An item's chain of custody: every access recorded, newest first. */
export async function listControlledItemAccesses(
  db: Db,
  actor: Who,
  estateId: string,
  id: string,
): Promise<{ items: ControlledItemAccess[] }> {
  const { item } = await requireItem(db, actor, estateId, id);
  const rows = await db
    .select()
    .from(controlledItemAccesses)
    .where(eq(controlledItemAccesses.controlledItemId, item.id))
    .orderBy(desc(controlledItemAccesses.accessedAt), desc(controlledItemAccesses.id));
  return { items: rows.map(accessFor) };
}

/**
 * Records an access to a controlled item by the actor, now: the access in the chain of custody, the
 * item's last accessed and by whom (and its status, when given: out "active" or back "secured"), and
 * the audit event, in one transaction.
 */
export async function recordControlledItemAccess(
  db: Db,
  actor: Pick<Actor, 'id' | 'role' | 'name'>,
  estateId: string,
  id: string,
  input: z.output<typeof controlledItemAccessInputSchema>,
  /** Keeps the answer under the request's Idempotency-Key, in this transaction (decision 061). */
  remember?: Remember<z.output<typeof controlledItemAccessResultSchema>>,
): Promise<z.output<typeof controlledItemAccessResultSchema>> {
  const { estate, item } = await requireItem(db, actor, estateId, id);
  return db.transaction(async (tx) => {
    await lockEstate(tx, estate.id);
    const [access] = await tx
      .insert(controlledItemAccesses)
      .values({ controlledItemId: item.id, userId: actor.id, accessedBy: actor.name, purpose: input.purpose })
      .returning();
    const [saved] = await tx
      .update(controlledItems)
      .set({
        lastAccessedAt: access!.accessedAt,
        accessedBy: actor.name,
        ...(input.status ? { status: input.status } : {}),
        // The item changed: a form opened before this access is stale (decision 060).
        version: sql`${controlledItems.version} + 1`,
      })
      .where(and(eq(controlledItems.id, item.id), eq(controlledItems.estateId, estate.id)))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'controlled_item.accessed',
      entityType: 'controlled_item',
      entityId: item.id,
      data: {
        estateId: estate.id,
        name: item.name,
        purpose: input.purpose,
        status: saved!.status,
      },
    });
    const answer = {
      access: accessFor(access!),
      item: recordDto(controlledItemRecords, saved!, { actor, deceasedName: estate.deceasedName }),
    };
    await remember?.(tx, answer);
    return answer;
  });
}
