import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { RecordTable } from './define-estate-record.js';

/** How many records match, and the sum of a cents column over them (Total Assets, Total Liabilities…). */
export async function countAndTotal(
  db: Db,
  table: RecordTable,
  cents: PgColumn,
  where: SQL,
): Promise<{ count: number; totalCents: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, totalCents: sql<string>`coalesce(sum(${cents}), 0)` })
    .from(table)
    .where(where);
  // A bigint sum arrives as text; cents stay exact as a number up to the columns' bound.
  return { count: row?.count ?? 0, totalCents: Number(row?.totalCents ?? 0) };
}

/** Today in New Zealand, as SQL: the day "overdue" is measured against when a list is read. */
export const nzTodaySql = sql`(now() at time zone 'Pacific/Auckland')::date`;

/**
 * Past its due date and not done, as of today in New Zealand (never stored, so it never goes stale).
 * `done` lists the statuses that end the record's obligation.
 */
export function overdueSql(dueDate: PgColumn, status: PgColumn, done: readonly string[]): SQL {
  const finished = sql.join(
    done.map((d) => sql`${d}`),
    sql`, `,
  );
  return sql`(${dueDate} < ${nzTodaySql} and ${status} not in (${finished}))`;
}
