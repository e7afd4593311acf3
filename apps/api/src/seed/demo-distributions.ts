import { and, eq } from 'drizzle-orm';
import { addDays, nzToday } from '@estate/domain';
import type { Db } from '../db/client.js';
import { beneficiaries, claims, distributions } from '../db/schema.js';

/**
 * The demo estates' distributions and claims register, by the estate's index in DEMO_ESTATES.
 * Margaret Wilson's (grant 2 September 2026, s47 date 2 March 2027): a specific legacy to Sarah and
 * an interim distribution planned, and a notice of intended claim received a fortnight before the
 * demo is seeded, so it holds them whenever the demo is looked at. Hēmi Te Rangi's (intestate, no
 * grant yet): Mere's Property (Relationships) Act choice, not yet made.
 */
export async function seedDemoDistributions(db: Db, estateId: string, index: number): Promise<void> {
  const idOf = async (fullName: string) => {
    const [row] = await db
      .select({ id: beneficiaries.id })
      .from(beneficiaries)
      .where(and(eq(beneficiaries.estateId, estateId), eq(beneficiaries.fullName, fullName)));
    return row?.id;
  };
  if (index === 0) {
    const sarah = await idOf('Sarah Wilson');
    const ben = await idOf('Ben Beneficiary');
    if (sarah && ben)
      await db.insert(distributions).values([
        {
          estateId,
          beneficiaryId: sarah,
          type: 'specific_legacy',
          amountCents: 2_500_000,
          status: 'planned',
          plannedDate: '2027-03-15',
          notes: 'Clause 4 of the will: $25,000 to my daughter Sarah.',
        },
        {
          estateId,
          beneficiaryId: ben,
          type: 'interim',
          amountCents: 5_000_000,
          status: 'planned',
          plannedDate: '2027-02-15',
          notes: 'Interim from the ANZ accounts once the house sale settles; hold for the s47 date.',
        },
      ]);
    await db.insert(claims).values({
      estateId,
      kind: 'intended_claim_notice',
      claimant: 'James Wilson',
      receivedDate: addDays(nzToday(), -14),
      status: 'open',
      notes:
        'Letter from his solicitors: notice of an intended Family Protection Act claim (stepson, not provided for in the will).',
    });
  }
  if (index === 1)
    await db.insert(claims).values({
      estateId,
      kind: 'relationship_property',
      claimant: 'Mere Te Rangi',
      status: 'open',
      notes:
        'Surviving partner of 22 years. Advised of option A (division) and option B (intestacy); independent advice arranged.',
    });
}
