import { eq } from 'drizzle-orm';
import type { IfMatch, updateEstateSchema } from '@estate/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { estates } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { requireVersion } from '../../lib/versions.js';
import { lastChangeOf } from '../audit/last-change.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Actor } from '../access/actor.js';
import { requireEstate } from '../access/index.js';
import { assignExecutor, type ExecutorChoice } from './assign-executor.js';
import { estateFor, nextEstateVersion } from './estate-dto.js';
import { recomputeGrantClocks } from './record-grant-date.js';
import { setEstateStage } from './set-estate-stage.js';
import { publishChange } from '../events/change-feed.js';

/**
 * Changes an estate. Naming an executor (by id, or by email address: found or invited) links their
 * account to the estate (so they can see it) and gives them its unassigned tasks; see
 * assign-executor.ts. Recording the grant date recomputes the statutory dates that
 * count from it (s47 six months, the claim windows): record-grant-date.ts, which an approved
 * application to the High Court uses too. A stage sets the estate's own stages in its workflow too.
 */
export async function updateEstate(
  db: Db,
  actor: Pick<Actor, 'id' | 'role' | 'name' | 'email'>,
  estateId: string,
  input: z.output<typeof updateEstateSchema>,
  options: { publicUrl: string; expected: IfMatch },
) {
  return db.transaction(async (tx) => {
    await requireEstate(tx, actor, estateId);
    // The estate's row, locked: changes to one estate go one at a time, each against the version it
    // was read at (decision 060): access first (404), then the version, then the rules below (409).
    const [estate] = await tx.select().from(estates).where(eq(estates.id, estateId)).for('update');
    if (!estate) throw notFound('Estate not found');
    await requireVersion(options.expected, estate.version, async () => ({
      current: estateFor(actor, estate),
      ...(await lastChangeOf(tx, 'estate', estateId)),
    }));
    const { executorEmail, ...fields } = input;
    const choice: ExecutorChoice | null =
      executorEmail !== undefined
        ? { email: executorEmail }
        : fields.executorId !== undefined
          ? { executorId: fields.executorId }
          : null;
    const changes = { ...fields };
    // Recording a grant ends "administered without a grant"; marking it so needs no grant recorded.
    if (typeof input.grantDate === 'string') changes.withoutGrant = false;
    if (input.withoutGrant === true && input.grantDate === undefined && estate.grantDate)
      throw new AppError(
        'CONFLICT',
        'A grant date is recorded for this estate: clear it before marking the estate administered without a grant.',
        [{ path: 'withoutGrant', message: 'A grant date is recorded for this estate.' }],
      );
    let invited = false;
    let executorName: string | null = null;
    if (choice) {
      // Found, invited or cleared: the executor id the estate now holds (decision 011).
      const assigned = await assignExecutor(tx, actor, estate, choice, options.publicUrl);
      changes.executorId = assigned.executorId;
      invited = assigned.invited;
      executorName = assigned.executorName;
    }
    const [updated] = await tx
      .update(estates)
      .set({ ...changes, version: nextEstateVersion })
      .where(eq(estates.id, estateId))
      .returning();
    if (input.grantDate !== undefined || changes.withoutGrant !== undefined)
      await recomputeGrantClocks(tx, updated!);
    if (input.stage !== undefined) await setEstateStage(tx, estateId, input.stage);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'estate.updated',
      entityType: 'estate',
      entityId: estateId,
      data: {
        before: {
          executorId: estate.executorId,
          grantDate: estate.grantDate,
          withoutGrant: estate.withoutGrant,
          status: estate.status,
          stage: estate.stage,
        },
        // Without the invitee's address: the estate's beneficiaries read this event in Recent
        // Activity. The invitation has its own event, for those who run the estate.
        changes: invited ? { ...changes, executorInvited: true } : changes,
        // Recent Activity names who was assigned ("assigned Aroha Ngata as executor of …").
        ...(executorName ? { executorName } : {}),
      },
    });
    await publishChange(tx, { kind: 'estate', estateId, id: estateId, action: 'updated' });
    // As it is now: setting the stage or the clocks may have changed it again.
    const [final] = await tx.select().from(estates).where(eq(estates.id, estateId));
    return final!;
  });
}
