import { and, eq } from 'drizzle-orm';
import { nextRunAfter, REPORT_CATEGORY_OF, type ReportFrequency, type ReportType } from '@estate/domain';
import type { Db } from '../db/client.js';
import { reports, users } from '../db/schema.js';

/**
 * The demo lawyer's saved reports (issue 15, /dashboard/reports): a monthly financials PDF emailed
 * to the lawyer, and a one-time estate summary CSV. Both cover every estate the lawyer may see and
 * are generated from the real demo estates when downloaded. Idempotent: kept by name per owner.
 */
const DEMO_REPORTS: readonly {
  name: string;
  type: ReportType;
  format: 'pdf' | 'csv';
  frequency: ReportFrequency;
  toLawyer: boolean;
}[] = [
  {
    name: 'Monthly financials (demo)',
    type: 'financials',
    format: 'pdf',
    frequency: 'monthly',
    toLawyer: true,
  },
  {
    name: 'Estate summary (demo)',
    type: 'estate_summary',
    format: 'csv',
    frequency: 'one-time',
    toLawyer: false,
  },
];

export async function seedDemoReports(db: Db, ids: Record<string, string>): Promise<void> {
  const ownerId = ids.lawyer;
  if (!ownerId) return;
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
  if (!owner) return;
  for (const report of DEMO_REPORTS) {
    const [existing] = await db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.ownerId, ownerId), eq(reports.name, report.name)));
    if (existing) continue;
    await db.insert(reports).values({
      name: report.name,
      type: report.type,
      category: REPORT_CATEGORY_OF[report.type],
      format: report.format,
      frequency: report.frequency,
      recipients: report.toLawyer ? [owner.email] : [],
      estateId: null,
      ownerId,
      nextScheduledAt: nextRunAfter(report.frequency, new Date()),
    });
  }
}
