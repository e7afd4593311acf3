import { eq } from 'drizzle-orm';
import { riskLevel, type RiskLevel } from '@estate/domain';
import type { Db } from '../db/client.js';
import { milestones, risks } from '../db/schema.js';

type Ids = { lawyer: string; executor: string };
/** A milestone of the plan; `after` names the milestones it depends on by their place in the plan. */
type Plan = {
  title: string;
  description: string;
  dueDate: string;
  done?: string;
  by: keyof Ids;
  priority: string;
  status?: string;
  after?: number[];
};

/**
 * The demo estates' milestones (each waiting on the one before, as the administration does) and
 * their risks, by the estate's index in DEMO_ESTATES: Margaret Wilson's granted and being
 * administered, Hēmi Te Rangi's intestate with a surviving partner, David Chen's a small estate.
 */
export async function seedDemoMilestones(db: Db, estateId: string, index: number, ids: Ids): Promise<void> {
  const plans: Record<number, Plan[]> = {
    0: [
      {
        title: 'Grant of probate issued',
        description: 'High Court grant in common form.',
        dueDate: '2026-09-15',
        done: '2026-09-02',
        by: 'lawyer',
        priority: 'high',
      },
      {
        title: 'Assets collected',
        description: 'Bank accounts closed and the house insured in the executor’s name.',
        dueDate: '2026-11-30',
        by: 'executor',
        priority: 'high',
        status: 'in_progress',
        after: [0],
      },
      {
        title: 'Six months from grant (s47)',
        description: 'Administration Act 1969 s47: distribute only after this, without notice of a claim.',
        dueDate: '2027-03-02',
        by: 'lawyer',
        priority: 'medium',
        after: [0],
      },
      {
        title: 'Final distribution',
        description: 'Residue paid to both children in equal shares.',
        dueDate: '2027-04-30',
        by: 'executor',
        priority: 'high',
        after: [1, 2],
      },
    ],
    1: [
      {
        title: 'Letters of administration filed',
        description: 'Application on intestacy with the affidavit of the surviving partner.',
        dueDate: '2026-11-20',
        done: '2026-11-18',
        by: 'lawyer',
        priority: 'high',
      },
      {
        title: 'Letters of administration granted',
        description: 'Registrar’s grant; then the banks and KiwiSaver may release.',
        dueDate: '2026-12-18',
        by: 'lawyer',
        priority: 'medium',
        status: 'in_progress',
        after: [0],
      },
      {
        title: 'Notice of Choice of Option filed',
        description: 'Property (Relationships) Act 1976: Option A or B within six months of the grant.',
        dueDate: '2027-01-31',
        by: 'lawyer',
        priority: 'high',
        after: [1],
      },
      {
        title: 'Distribution on intestacy',
        description:
          'The partner’s share, then the balance to the children, under the Administration Act 1969.',
        dueDate: '2027-06-30',
        by: 'executor',
        priority: 'medium',
        after: [1, 2],
      },
    ],
    2: [
      {
        title: 'KiwiSaver released under s65',
        description: 'Simplicity’s small-estate release form with the death certificate.',
        dueDate: '2026-12-15',
        by: 'executor',
        priority: 'medium',
        status: 'in_progress',
      },
      {
        title: 'Final IR3 return filed',
        description: 'Income to the date of death; refund claimed with the IR625.',
        dueDate: '2027-03-31',
        by: 'lawyer',
        priority: 'low',
      },
      {
        title: 'Estate paid out',
        description: 'Funeral costs reimbursed, then the balance to the beneficiary.',
        dueDate: '2027-04-30',
        by: 'executor',
        priority: 'medium',
        after: [0, 1],
      },
    ],
  };
  const plan = plans[index] ?? [];
  if (!plan.length) return;
  const rows = await db
    .insert(milestones)
    .values(
      plan.map((m) => ({
        estateId,
        title: m.title,
        description: m.description,
        dueDate: m.dueDate,
        completedDate: m.done ?? null,
        status: m.done ? 'completed' : (m.status ?? 'pending'),
        priority: m.priority,
        assigneeId: ids[m.by],
      })),
    )
    .returning({ id: milestones.id });
  for (const [i, m] of plan.entries())
    if (m.after)
      await db
        .update(milestones)
        .set({ dependsOn: m.after.map((j) => rows[j]!.id) })
        .where(eq(milestones.id, rows[i]!.id));

  const riskPlans: Record<
    number,
    {
      title: string;
      description: string;
      category: string;
      impact: RiskLevel;
      likelihood: RiskLevel;
      status: string;
      mitigationPlan: string;
      reviewDate: string;
    }[]
  > = {
    0: [
      {
        title: 'Family Protection Act claim by a grandchild',
        description: 'A grandchild left out of the will has asked for a copy of it.',
        category: 'legal',
        impact: 'high',
        likelihood: 'high',
        status: 'active',
        mitigationPlan:
          'Hold distribution until 12 months from the grant; offer a meeting before any claim is filed.',
        reviewDate: '2027-01-15',
      },
      {
        title: 'House sale below valuation',
        description: 'Wellington prices are falling; the house is empty.',
        category: 'financial',
        impact: 'high',
        likelihood: 'medium',
        status: 'active',
        mitigationPlan: 'Registered valuation on file; list with two agents; keep the insurance current.',
        reviewDate: '2026-12-10',
      },
      {
        title: 'Estate income not returned',
        description: 'Rent from the flat after death is estate income.',
        category: 'compliance',
        impact: 'low',
        likelihood: 'low',
        status: 'mitigated',
        mitigationPlan: 'Estate registered with Inland Revenue; IR6 prepared by the firm.',
        reviewDate: '2027-05-31',
      },
    ],
    1: [
      {
        title: 'Partner’s option not chosen in time',
        description: 'Six months from the grant to choose Option A or B.',
        category: 'legal',
        impact: 'high',
        likelihood: 'medium',
        status: 'active',
        mitigationPlan: 'Advice letter sent; independent advice arranged for the partner.',
        reviewDate: '2026-12-20',
      },
      {
        title: 'Unknown debts on intestacy',
        description: 'No papers found; a credit card statement arrived after death.',
        category: 'financial',
        impact: 'medium',
        likelihood: 'medium',
        status: 'active',
        mitigationPlan: 'Notice to creditors in the Gazette and the Napier paper.',
        reviewDate: '2027-01-31',
      },
    ],
    2: [
      {
        title: 'Small-estate limit exceeded',
        description: 'A second KiwiSaver or bank account would take it past the s65 limit.',
        category: 'compliance',
        impact: 'medium',
        likelihood: 'low',
        status: 'active',
        mitigationPlan: 'Search with the banks and Inland Revenue before the release forms go in.',
        reviewDate: '2026-12-15',
      },
      {
        title: 'Funeral costs paid twice',
        description: 'The funeral director was paid from the account and by the daughter.',
        category: 'financial',
        impact: 'low',
        likelihood: 'low',
        status: 'closed',
        mitigationPlan: 'Refund received from the funeral director.',
        reviewDate: '2026-11-30',
      },
    ],
  };
  const riskRows = riskPlans[index] ?? [];
  if (riskRows.length)
    await db.insert(risks).values(
      riskRows.map((r) => ({
        ...r,
        estateId,
        owner: 'Liam Lawyer',
        level: riskLevel(r.impact, r.likelihood),
      })),
    );
}
