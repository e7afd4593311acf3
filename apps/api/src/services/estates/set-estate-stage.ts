import { and, eq, isNotNull } from 'drizzle-orm';
import {
  ESTATE_STAGES,
  keyedStagePosition,
  keyedStageStatuses,
  nzToday,
  type EstateStage,
} from '@estate/domain';
import type { Tx } from '../../db/client.js';
import { estates, workflowStages } from '../../db/schema.js';
import { nextEstateVersion } from './estate-dto.js';

/** The estate's own six stages as workflow rows (a new estate's, in its creating transaction). */
export function keyedStageRows(estateId: string, current: EstateStage = 'initial') {
  const statuses = keyedStageStatuses(current);
  const today = nzToday();
  return ESTATE_STAGES.map(({ value, label }) => ({
    estateId,
    name: label,
    status: statuses[value],
    estateStage: value,
    position: keyedStagePosition(value),
    startDate: statuses[value] === 'in_progress' ? today : null,
  }));
}

/**
 * Sets the estate's stage and the statuses of its own stages in its workflow (earlier completed,
 * the current in progress or still blocked, later pending; see keyedStageStatuses), so the two never
 * disagree. A stage that starts now gets today as its start date, one that completes now today as
 * its completed date, unless they hold one; one that is no longer completed loses its completed date.
 * Answers the stage before. Runs in the caller's transaction.
 */
export async function setEstateStage(tx: Tx, estateId: string, stage: EstateStage): Promise<string | null> {
  const [estate] = await tx
    .select({ stage: estates.stage })
    .from(estates)
    .where(eq(estates.id, estateId))
    .for('update');
  if (estate?.stage !== stage)
    await tx.update(estates).set({ stage, version: nextEstateVersion }).where(eq(estates.id, estateId));
  const rows = await tx
    .select()
    .from(workflowStages)
    .where(and(eq(workflowStages.estateId, estateId), isNotNull(workflowStages.estateStage)));
  const previous = Object.fromEntries(
    rows.flatMap((r) => (r.estateStage ? [[r.estateStage, r.status] as const] : [])),
  );
  const statuses = keyedStageStatuses(stage, previous);
  const today = nzToday();
  const present = new Set(rows.map((r) => r.estateStage));
  for (const row of rows) {
    const status = statuses[row.estateStage as EstateStage];
    if (!status) continue;
    const changed = status !== row.status;
    const changes = {
      status,
      startDate: row.startDate ?? (changed && status !== 'completed' && status !== 'pending' ? today : null),
      completedDate:
        status !== 'completed' ? null : changed ? (row.completedDate ?? today) : row.completedDate,
    };
    if (
      changes.status !== row.status ||
      changes.startDate !== row.startDate ||
      changes.completedDate !== row.completedDate
    )
      await tx.update(workflowStages).set(changes).where(eq(workflowStages.id, row.id));
  }
  // An estate whose own stages are missing (none before migration 0011's backfill) gets them back.
  const missing = keyedStageRows(estateId, stage).filter((r) => !present.has(r.estateStage));
  if (missing.length) await tx.insert(workflowStages).values(missing);
  return estate?.stage ?? null;
}
