import type { Estate } from '@estate/domain';
import { sql } from 'drizzle-orm';
import { estates } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { estateFieldsFor } from '../access/index.js';

export type EstateRow = typeof estates.$inferSelect;

/**
 * The estate's next version, for an UPDATE that changes what a person edits on it (its executor,
 * grant date, stage…: decision 060). Kept counts and `updated_at` alone do not make a copy stale.
 */
export const nextEstateVersion = sql`${estates.version} + 1`;

/** An estate as this actor may read it (a beneficiary without the intake notes: access). */
export function estateFor(actor: Pick<Actor, 'role'>, row: EstateRow): Estate {
  const e = estateFieldsFor(actor, row);
  return {
    estateId: e.id,
    fileNumber: e.fileNumber,
    deceasedName: e.deceasedName,
    dateOfDeath: e.dateOfDeath,
    lastKnownAddress: e.lastKnownAddress,
    stage: e.stage,
    status: e.status,
    willStatus: e.willStatus,
    workflowType: e.workflowType,
    smallEstateFlag: e.smallEstateFlag,
    estimatedValue: e.estimatedValue,
    estimatedValueCents: e.estimatedValueCents,
    notes: e.notes,
    grantDate: e.grantDate,
    withoutGrant: e.withoutGrant,
    executorId: e.executorId,
    dateCreated: e.dateCreated.toISOString(),
    version: e.version,
    updatedAt: e.updatedAt.toISOString(),
  };
}
