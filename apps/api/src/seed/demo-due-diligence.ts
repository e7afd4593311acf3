import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { documents, dueDiligenceChecks } from '../db/schema.js';

type Check = Omit<typeof dueDiligenceChecks.$inferInsert, 'estateId'> & {
  /** The estate's demo document (by file name) kept as the check's evidence. */
  evidence?: string;
};

/**
 * The demo estates' due-diligence checklists, by the estate's index in DEMO_ESTATES: Margaret
 * Wilson's granted and nearly checked, Hēmi Te Rangi's intestate and under way, David Chen's a small
 * estate (KiwiSaver and one account) just started.
 */
const CHECKLISTS: Record<number, Check[]> = {
  0: [
    {
      name: 'Death certificate sighted',
      category: 'identity',
      status: 'completed',
      priority: 'high',
      assignedTo: 'Liam Lawyer',
      dateCompleted: '2026-06-20',
      notes: 'BDM certificate ordered by the family; copy kept on file.',
    },
    {
      name: 'Original will located',
      category: 'legal',
      status: 'completed',
      priority: 'high',
      assignedTo: 'Liam Lawyer',
      dateCompleted: '2026-06-18',
      notes: 'Will of 2019 and its codicil in the firm’s deed safe; no later will found.',
      evidence: 'will-and-codicil.pdf',
    },
    {
      name: 'AML/CFT identity of executor verified',
      category: 'identity',
      status: 'completed',
      priority: 'high',
      assignedTo: 'Liam Lawyer',
      dateCompleted: '2026-06-25',
      notes: 'Passport and proof of address sighted in person (standard CDD).',
    },
    {
      name: 'LINZ title search: 12 Kauri Street',
      category: 'assets',
      status: 'completed',
      priority: 'medium',
      assignedTo: 'Emma Executor',
      dateCompleted: '2026-07-02',
      notes: 'Freehold in Margaret’s sole name; ANZ mortgage registered.',
      externalLink: 'https://www.linz.govt.nz/products-services/titles',
    },
    {
      name: 'PPSR search for security interests',
      category: 'liabilities',
      status: 'in_progress',
      priority: 'medium',
      assignedTo: 'Liam Lawyer',
      notes: 'Searching against the car and the caravan.',
      externalLink: 'https://www.ppsr.govt.nz/',
    },
    {
      name: 'IRD status and date-of-death return (IR3)',
      category: 'tax',
      status: 'pending',
      priority: 'high',
      assignedTo: 'Emma Executor',
      notes: 'Estate IRD number applied for; IR3 to the date of death still to file.',
    },
  ],
  1: [
    {
      name: 'Death certificate sighted',
      category: 'identity',
      status: 'completed',
      priority: 'high',
      assignedTo: 'Liam Lawyer',
      dateCompleted: '2026-10-06',
      evidence: 'death-certificate.pdf',
    },
    {
      name: 'Will search (NZLS wills inquiry and local firms)',
      category: 'legal',
      status: 'completed',
      priority: 'high',
      assignedTo: 'Liam Lawyer',
      dateCompleted: '2026-10-20',
      notes: 'No will found: administration on intestacy.',
    },
    {
      name: 'Relationship of surviving partner confirmed',
      category: 'legal',
      status: 'in_progress',
      priority: 'high',
      assignedTo: 'Liam Lawyer',
      notes: 'Statutory declarations from two friends of the couple; Notice of Choice of Option due.',
    },
    {
      name: 'LINZ title search: 48 Marine Parade',
      category: 'assets',
      status: 'in_progress',
      priority: 'medium',
      assignedTo: 'Emma Executor',
      externalLink: 'https://www.linz.govt.nz/products-services/titles',
    },
    {
      name: 'PPSR search for security interests',
      category: 'liabilities',
      status: 'pending',
      priority: 'medium',
      externalLink: 'https://www.ppsr.govt.nz/',
    },
    {
      name: 'AML/CFT identity of administrator',
      category: 'identity',
      status: 'pending',
      priority: 'high',
      assignedTo: 'Liam Lawyer',
    },
  ],
  2: [
    {
      name: 'Death certificate sighted',
      category: 'identity',
      status: 'in_progress',
      priority: 'high',
      assignedTo: 'Emma Executor',
      notes: 'Ordered from Births, Deaths and Marriages.',
    },
    {
      name: 'KiwiSaver provider confirmed (Simplicity)',
      category: 'assets',
      status: 'completed',
      priority: 'high',
      assignedTo: 'Emma Executor',
      dateCompleted: '2026-11-12',
      notes: 'Balance at death confirmed; Simplicity releases under s65 without a grant.',
    },
    {
      name: 'LINZ title search',
      category: 'assets',
      status: 'not_applicable',
      priority: 'low',
      notes: 'No land: David rented his flat.',
    },
    {
      name: 'IRD status and student loan',
      category: 'tax',
      status: 'pending',
      priority: 'medium',
      assignedTo: 'Emma Executor',
      notes: 'Student loan is written off once Inland Revenue sees the death certificate.',
    },
    {
      name: 'AML/CFT identity of executor',
      category: 'identity',
      status: 'pending',
      priority: 'high',
      assignedTo: 'Liam Lawyer',
    },
  ],
};

/** Seeds one demo estate's checklist, with the estate's demo document as evidence where it fits. */
export async function seedDemoDueDiligence(db: Db, estateId: string, index: number): Promise<void> {
  const list = CHECKLISTS[index] ?? [];
  if (!list.length) return;
  const rows = [];
  for (const { evidence, ...check } of list) {
    const [doc] = evidence
      ? await db
          .select({ id: documents.id })
          .from(documents)
          .where(and(eq(documents.estateId, estateId), eq(documents.uploadedFile, evidence)))
          .limit(1)
      : [];
    rows.push({ ...check, estateId, documentId: doc?.id ?? null });
  }
  await db.insert(dueDiligenceChecks).values(rows);
}
