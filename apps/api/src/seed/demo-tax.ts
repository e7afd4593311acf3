import type { Db } from '../db/client.js';
import { taxRecords } from '../db/schema.js';

type TaxRecord = Omit<typeof taxRecords.$inferInsert, 'estateId'>;

/*
 * The demo estates' tax records, by the estate's index in DEMO_ESTATES. The references are plainly
 * samples ("DEMO-…"): an IRD number is private, so none appears here, real-looking or not.
 */
const RECORDS: Record<number, TaxRecord[]> = {
  // Margaret Wilson (died 14 June 2026, grant 2 September 2026): being administered.
  0: [
    {
      reference: 'DEMO-WILSON-IR3-2027',
      type: 'ir3',
      period: '1 Apr 2026 – 14 Jun 2026',
      amountCents: 184_260,
      dueDate: '2027-07-07',
      status: 'submitted',
      notes: 'Date-of-death return filed by the firm on 10 November 2026; assessment awaited.',
    },
    {
      reference: 'DEMO-WILSON-IR6-2027',
      type: 'ir6',
      period: '15 Jun 2026 – 31 Mar 2027',
      amountCents: 64_000,
      dueDate: '2027-07-07',
      status: 'pending',
      notes: 'Estate return for the interest the estate account earns; an estimate until the year ends.',
    },
    {
      reference: 'DEMO-WILSON-PROV-P1',
      type: 'provisional',
      period: '2027 instalment 1',
      amountCents: 125_000,
      dueDate: '2026-08-28',
      status: 'paid',
      notes: 'First provisional tax instalment on her investment income, paid from the ANZ account.',
    },
  ],
  // Hēmi Te Rangi (died 28 September 2026, intestate): his last return was never filed.
  1: [
    {
      reference: 'DEMO-TERANGI-IR3-2026',
      type: 'ir3',
      period: '2026 (1 Apr 2025 – 31 Mar 2026)',
      amountCents: 48_630,
      dueDate: '2026-07-07',
      status: 'pending',
      notes: 'Hēmi had not filed his 2026 return before he died; to file with the date-of-death return.',
    },
  ],
};

/** Seeds the tax records of demo estate `index` (none for David Chen's small estate). */
export async function seedDemoTax(db: Db, estateId: string, index: number): Promise<void> {
  const rows = RECORDS[index] ?? [];
  if (rows.length) await db.insert(taxRecords).values(rows.map((r) => ({ ...r, estateId })));
}
