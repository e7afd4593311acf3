import { and, eq } from 'drizzle-orm';
import type { EstateStage } from '@estate/domain';
import type { Db } from '../db/client.js';
import { complianceItems, workflowStages } from '../db/schema.js';
import { setEstateStage } from '../services/estates/set-estate-stage.js';

/** Where each demo estate is (by its index in DEMO_ESTATES): granted and being administered, filed, new. */
const DEMO_STAGES: readonly EstateStage[] = ['administration', 'application_filed', 'initial'];

/**
 * The demo estates' workflow and compliance (createEstate has given each its own six stages and the
 * New Zealand obligations): the estate moved to a believable stage, two of the firm's own stages
 * between the estate's, and the obligations already met marked completed.
 */
export async function seedDemoWorkflow(db: Db, estateId: string, index: number): Promise<void> {
  await db.transaction(async (tx) => {
    await setEstateStage(tx, estateId, DEMO_STAGES[index] ?? 'initial');
    await tx.insert(workflowStages).values([
      {
        estateId,
        name: 'Date-of-death valuations ordered',
        description: 'Registered valuation of the house; bank and KiwiSaver balances at the date of death.',
        status: index === 0 ? 'completed' : 'in_progress',
        owner: 'Liam Lawyer',
        startDate: index === 0 ? '2026-06-20' : null,
        completedDate: index === 0 ? '2026-07-10' : null,
        position: 150,
      },
      {
        estateId,
        name: 'Estate accounts approved by the beneficiaries',
        description: 'Final accounts sent to both beneficiaries for approval before distribution.',
        status: 'pending',
        owner: 'Liam Lawyer',
        dueDate: index === 0 ? '2027-03-15' : null,
        position: 450,
      },
    ]);
    if (index !== 0) return;
    for (const requirement of [
      'Repay Work and Income / NZ Super payments made more than 28 days after the death',
      "Apply for the estate's own IRD number",
    ])
      await tx
        .update(complianceItems)
        .set({ status: 'completed', completedDate: '2026-07-28', assignedTo: 'Liam Lawyer' })
        .where(and(eq(complianceItems.estateId, estateId), eq(complianceItems.requirement, requirement)));
  });
}
