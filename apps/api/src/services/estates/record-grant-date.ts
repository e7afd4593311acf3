import { and, eq, isNotNull } from 'drizzle-orm';
import {
  NZ_COMPLIANCE_OBLIGATIONS,
  complianceDueDate,
  dueDateOf,
  anchorOf,
  estateHasGrant,
  taskTemplate,
} from '@estate/domain';
import type { Tx } from '../../db/client.js';
import { complianceItems, estates, tasks } from '../../db/schema.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Actor } from '../access/actor.js';
import { nextEstateVersion } from './estate-dto.js';

type EstateRow = typeof estates.$inferSelect;

/**
 * The statutory dates that count from the grant (s47 six months, the claim windows, the PRA option),
 * recomputed after the estate's grant date changed or it was marked administered without a grant
 * (then the PRA option counts from the death): on its generated tasks and on the pending compliance
 * obligations the estate started with. Used by every path that records a grant date (the estate's
 * own save, an approved application to the High Court), so the clocks start the same way.
 */
export async function recomputeGrantClocks(tx: Tx, estate: EstateRow): Promise<void> {
  const dates = { dateOfDeath: estate.dateOfDeath, grantDate: estate.grantDate };
  const template = taskTemplate(estate.workflowType, estate.smallEstateFlag);
  const generated = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.estateId, estate.id), isNotNull(tasks.templateKey)));
  const hasGrant = estateHasGrant(estate);
  for (const task of generated) {
    const item = template.find((i) => i.key === task.templateKey);
    // Only the dates that count from the grant move (the PRA option among them, which counts from
    // the death instead when there is no grant).
    if (!item || (item.anchor !== 'grant' && anchorOf(item, hasGrant) !== 'grant')) continue;
    const due = dueDateOf(item, { ...dates, hasGrant });
    if (due !== task.dueDate) await tx.update(tasks).set({ dueDate: due }).where(eq(tasks.id, task.id));
  }
  for (const item of NZ_COMPLIANCE_OBLIGATIONS.filter((i) => i.anchor === 'grant')) {
    await tx
      .update(complianceItems)
      .set({ dueDate: complianceDueDate(item, dates, estate.withoutGrant) })
      .where(
        and(
          eq(complianceItems.estateId, estate.id),
          eq(complianceItems.requirement, item.requirement),
          eq(complianceItems.status, 'pending'),
        ),
      );
  }
}

/**
 * Records a grant date on an estate inside the caller's transaction, as the estate's own Grant date
 * save does: the estate's column, the clocks (recomputeGrantClocks) and the `estate.updated` event the
 * Estate Timeline shows as "Grant recorded". `source` says what recorded it (an application).
 */
export async function recordGrantDate(
  tx: Tx,
  actor: Pick<Actor, 'id'>,
  estate: EstateRow,
  grantDate: string,
  source: Record<string, unknown>,
): Promise<EstateRow> {
  // A grant sealed: the estate is no longer administered without one.
  const [updated] = await tx
    .update(estates)
    .set({ grantDate, withoutGrant: false, version: nextEstateVersion })
    .where(eq(estates.id, estate.id))
    .returning();
  await recomputeGrantClocks(tx, updated!);
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'estate.updated',
    entityType: 'estate',
    entityId: estate.id,
    data: {
      before: {
        executorId: estate.executorId,
        grantDate: estate.grantDate,
        status: estate.status,
        stage: estate.stage,
      },
      changes: { grantDate },
      ...source,
    },
  });
  return updated!;
}
