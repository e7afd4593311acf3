import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

/**
 * A summary with the list's total, both from one pass over the rows in view (a kind with
 * `countsTotal`): the list then runs no count of its own.
 */
export class WithTotal<T> {
  constructor(
    readonly summary: T,
    readonly total: number,
  ) {}
}

/** How many records match, and the sum of a cents column over them (Total Assets, Total Liabilities…). */
export async function countAndTotal(
  db: Db,
  table: PgTable,
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

/**
 * `countAndTotal` from kept tallies (decision 086): `tallies` is a person's rows of a kind's
 * `record_tallies` (`visibleRecordTallies`), whose items and cents add up to the same figures.
 */
export async function keptCountAndTotal(
  db: Db,
  tallies: SQL,
): Promise<{ count: number; totalCents: number }> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(v.items), 0)::int`,
      totalCents: sql<string>`coalesce(sum(v.cents), 0)`,
    })
    .from(sql`${tallies} as v`);
  return { count: row?.count ?? 0, totalCents: Number(row?.totalCents ?? 0) };
}

/**
 * Today in New Zealand, as SQL: the day "overdue" is measured against when a list is read. A scalar
 * subquery, so PostgreSQL works it out once per query (an InitPlan) rather than converting the time
 * zone for every row: the compliance counts over 70,000 items took half the time (issue 20).
 */
export const nzTodaySql = sql`(select (now() at time zone 'Pacific/Auckland')::date)`;

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

/**
 * Counts of the rows matching `where`, one per card: `true` counts them all, a condition counts those
 * it holds for (`count(*) filter (where …)`), in one query; zeros when there are none.
 */
export async function countsOf<K extends string>(
  db: Db,
  table: PgTable,
  where: SQL,
  counts: Record<K, SQL | true>,
): Promise<Record<K, number>> {
  const keys = Object.keys(counts) as K[];
  const columns = Object.fromEntries(
    keys.map((k) => {
      const condition = counts[k];
      return [
        k,
        condition === true
          ? sql<number>`count(*)::int`
          : sql<number>`count(*) filter (where ${condition})::int`,
      ];
    }),
  );
  const [row] = await db.select(columns).from(table).where(where);
  return Object.fromEntries(
    keys.map((k) => [k, Number((row as Record<string, unknown> | undefined)?.[k] ?? 0)]),
  ) as Record<K, number>;
}

/**
 * Sums of a cents column over the rows matching `where`, one per card: `true` sums them all, a
 * condition sums those it holds for (`sum(…) filter (where …)`), in one query; zeros when there are
 * none. Cents stay exact: a bigint sum arrives as text and is read as a number within the bound.
 */
export async function sumsOf<K extends string>(
  db: Db,
  table: PgTable,
  /** A cents column, or an expression over the table's row (what an invoice still asks). */
  cents: PgColumn | SQL,
  where: SQL,
  sums: Record<K, SQL | true>,
): Promise<Record<K, number>> {
  const keys = Object.keys(sums) as K[];
  const columns = Object.fromEntries(
    keys.map((k) => {
      const condition = sums[k];
      return [
        k,
        condition === true
          ? sql<string>`coalesce(sum(${cents}), 0)`
          : sql<string>`coalesce(sum(${cents}) filter (where ${condition}), 0)`,
      ];
    }),
  );
  const [row] = await db.select(columns).from(table).where(where);
  return Object.fromEntries(
    keys.map((k) => [k, Number((row as Record<string, unknown> | undefined)?.[k] ?? 0)]),
  ) as Record<K, number>;
}

/**
 * `countsOf` over the rows in view (`scoped`) and, in the same pass, how many of them the list
 * shows (`matching`: its search and filters): the cards and the list's total in one query.
 */
export async function countsWithTotal<K extends string>(
  db: Db,
  table: PgTable,
  where: { scoped: SQL; matching: SQL },
  counts: Record<K, SQL | true>,
): Promise<WithTotal<Record<K, number>>> {
  const all: Record<K | 'listTotal', SQL | true> = { ...counts, listTotal: where.matching };
  const { listTotal, ...cards } = await countsOf(db, table, where.scoped, all);
  return new WithTotal(cards as Record<K, number>, listTotal);
}
