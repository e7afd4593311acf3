import { sql } from 'drizzle-orm';
import {
  nextRunAfter,
  REPORT_CATEGORY_OF,
  reportStatus,
  REPORT_TEXTS,
  reportDtoSchema,
  reportInputSchema,
  reportListQuerySchema,
  reportSummarySchema,
  type ReportFrequency,
} from '@estate/domain';
import { estates, reports } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { ownReports, requireEstate } from '../../access/index.js';
import { definePlatformRecord } from '../../records/define-platform-record.js';

/** "Estate of …" of the one estate a report covers (chosen by its owner from those they could see). */
// Qualified by hand: both tables have an estate_id, which drizzle writes unqualified in a subquery.
const estateName = sql<
  string | null
>`(select e.deceased_name from ${estates} e where e.estate_id = "reports"."estate_id")`;

/**
 * Reports (spec 3 §2, /dashboard/reports; issue 15): each person's saved reports. Those who run
 * estates (lawyers, executors) and admins have them (`estate:manage`); a beneficiary or NotifyFlow
 * account gets 403. Everyone sees only their own (`ownReports`): a report is generated from what its
 * owner may see, so another's report answers 404, a colleague's in the firm and an admin's included.
 * The category follows from the type; the next run from the frequency (nextRunAfter, 7am NZ); a
 * report on one estate needs an estate its owner may see.
 */
export const reportRecords = definePlatformRecord({
  path: 'reports',
  entity: 'report',
  tag: 'Reports',
  texts: REPORT_TEXTS,
  readPermission: 'estate:manage',
  writePermission: 'estate:manage',
  scope: ownReports,
  table: reports,
  input: reportInputSchema,
  dto: reportDtoSchema,
  listQuery: reportListQuerySchema,
  summary: reportSummarySchema,
  toValues: (input) => ({
    name: input.name,
    type: input.type,
    category: REPORT_CATEGORY_OF[input.type],
    format: input.format,
    frequency: input.frequency,
    recipients: [...new Set(input.recipients.map((r) => r.toLowerCase()))],
    estateId: input.estate ? input.estate : null,
    updatedAt: new Date(),
  }),
  beforeSave: async (tx, { before, values, actor }) => {
    if (values.estateId) {
      // An estate the owner may not see is refused as one that is not there, on the field.
      await requireEstate(tx, actor, values.estateId).catch(() => {
        throw new AppError('VALIDATION', 'Estate not found', [
          { path: 'estate', message: 'Estate not found' },
        ]);
      });
    }
    const frequency = values.frequency as ReportFrequency;
    // A schedule that did not change keeps its next run; a new or changed one starts from now.
    const keepsSchedule = before && before.frequency === frequency && before.nextScheduledAt;
    return {
      ...(before ? {} : { ownerId: actor.id }),
      nextScheduledAt: keepsSchedule ? before.nextScheduledAt : nextRunAfter(frequency, new Date()),
    };
  },
  lookups: { estateName },
  toDto: (row, { lookups }) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    category: row.category,
    format: row.format,
    frequency: row.frequency,
    recipients: row.recipients,
    estate: row.estateId,
    estateName: row.estateId && lookups.estateName ? `Estate of ${lookups.estateName as string}` : null,
    status: reportStatus(row.status, row.lastGeneratedAt),
    lastGeneratedAt: row.lastGeneratedAt?.toISOString() ?? null,
    nextScheduledAt: row.nextScheduledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }),
  label: (row) => row.name,
  auditData: (row) => ({ type: row.type, format: row.format, frequency: row.frequency }),
  search: [reports.name],
  filters: { category: reports.category },
  sorts: {
    name: reports.name,
    createdAt: reports.createdAt,
    lastGeneratedAt: reports.lastGeneratedAt,
    nextScheduledAt: reports.nextScheduledAt,
  },
  defaultSort: { key: 'name', order: 'asc' },
  // The cards count all of the person's reports, whatever the search and filter show.
  summarise: async (db, { scoped }) => {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        scheduled: sql<number>`count(*) filter (where ${reports.frequency} <> 'one-time')::int`,
        categories: sql<number>`count(distinct ${reports.category})::int`,
      })
      .from(reports)
      .where(scoped);
    return { total: row?.total ?? 0, scheduled: row?.scheduled ?? 0, categories: row?.categories ?? 0 };
  },
});
