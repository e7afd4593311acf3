import { isNotNull, sql, type Column } from 'drizzle-orm';
import type { InstitutionResponseTimes } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { institutionsNotified } from '../../db/schema.js';

const EMPTY: InstitutionResponseTimes = {
  acknowledge: { medianDays: null, count: 0 },
  complete: { medianDays: null, count: 0 },
};

/**
 * Back office: per directory organisation, the median days from going out (`dispatched_at`) to its
 * acknowledgement and to its completion, with how many rows each median is over. Computed in SQL
 * (percentile_cont) over every notified row; days to one decimal.
 */
export async function responseTimesByInstitution(db: Db): Promise<Map<string, InstitutionResponseTimes>> {
  const r = institutionsNotified;
  const days = (at: Column) => sql`extract(epoch from (${at} - ${r.dispatchedAt})) / 86400.0`;
  const answered = (at: Column) => sql`${at} is not null and ${r.dispatchedAt} is not null`;
  const rows = await db
    .select({
      institutionId: r.institutionId,
      ackMedian: sql<
        number | null
      >`round((percentile_cont(0.5) within group (order by ${days(r.acknowledgedAt)}) filter (where ${answered(r.acknowledgedAt)}))::numeric, 1)::float8`,
      ackCount: sql<number>`(count(*) filter (where ${answered(r.acknowledgedAt)}))::int`,
      completeMedian: sql<
        number | null
      >`round((percentile_cont(0.5) within group (order by ${days(r.completedAt)}) filter (where ${answered(r.completedAt)}))::numeric, 1)::float8`,
      completeCount: sql<number>`(count(*) filter (where ${answered(r.completedAt)}))::int`,
    })
    .from(r)
    .where(isNotNull(r.institutionId))
    .groupBy(r.institutionId);
  return new Map(
    rows.map((row) => [
      row.institutionId!,
      {
        acknowledge: { medianDays: clamp(row.ackMedian), count: row.ackCount },
        complete: { medianDays: clamp(row.completeMedian), count: row.completeCount },
      },
    ]),
  );
}

/** A clock skew between the two times must not show a negative wait. */
const clamp = (days: number | null) => (days === null ? null : Math.max(0, Number(days)));

export const noResponseTimes = (): InstitutionResponseTimes => structuredClone(EMPTY);
