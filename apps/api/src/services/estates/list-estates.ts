import type { EstateList, EstateListQuery } from '@estate/domain';
import { and, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { estates, executors, tasks } from '../../db/schema.js';
import { containsPattern } from '../../lib/search.js';
import { rowsOf } from '../outbox/worker.js';
import type { Actor } from '../auth/actor.js';
import { inVisibleEstate, myEstates } from './access.js';
import { estateFor } from './estate-dto.js';

/** My Estates: the estates the actor may see, newest first, searched and paged on the server. */
export async function listEstates(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  q: EstateListQuery,
): Promise<EstateList> {
  const filters: SQL[] = [myEstates(actor)];
  if (q.q) {
    const like = containsPattern(q.q);
    // The deceased's name, the file number (EST-2026-0042; trigram-indexed) or the estate's id.
    filters.push(
      or(
        ilike(estates.deceasedName, like),
        ilike(estates.fileNumber, like),
        sql`${estates.id}::text ilike ${like}`,
      )!,
    );
  }
  if (q.status) filters.push(eq(estates.status, q.status));
  if (q.stage) filters.push(eq(estates.stage, q.stage));
  if (q.range !== 'all') {
    const since =
      q.range === '30d'
        ? sql`now() - interval '30 days'`
        : q.range === '90d'
          ? sql`now() - interval '90 days'`
          : sql`date_trunc('year', now())`;
    filters.push(gte(estates.dateCreated, since));
  }
  const where = and(...filters);
  // Two queries, side by side on two connections: the page, and every count in one statement.
  // The page's ids first (an index walk, no per-row work for the rows OFFSET skips), then progress
  // and executor for those rows only.
  const pageIds = db
    .select({ id: estates.id })
    .from(estates)
    .where(where)
    .orderBy(desc(estates.dateCreated), desc(estates.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const progress = sql<number>`coalesce((select round(100.0 * count(*) filter (where ${tasks.status} = 'completed') / nullif(count(*), 0)) from ${tasks} where ${tasks.estateId} = ${estates.id}), 0)::int`;
  const [rows, counts] = await Promise.all([
    db
      .select({ estate: estates, progress, executorName: executors.fullName })
      .from(estates)
      .leftJoin(executors, eq(executors.id, estates.executorId))
      .where(inArray(estates.id, pageIds))
      .orderBy(desc(estates.dateCreated), desc(estates.id)),
    db.execute(sql`SELECT
      (SELECT count(*) FROM ${estates} WHERE ${where})::int AS total,
      (SELECT count(*) FROM ${estates} WHERE ${myEstates(actor)} AND ${estates.status} = 'active')::int AS active,
      (SELECT count(*) FROM ${estates} WHERE ${myEstates(actor)} AND ${estates.updatedAt} >= now() - interval '7 days')::int AS recently_updated,
      (SELECT count(*) FROM ${tasks} WHERE ${inVisibleEstate(actor, tasks.estateId)} AND ${tasks.status} <> 'completed')::int AS pending`),
  ]);
  const n = rowsOf<{ total: number; active: number; recently_updated: number; pending: number }>(counts)[0];
  return {
    total: n?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
    summary: {
      activeEstates: n?.active ?? 0,
      pendingTasks: n?.pending ?? 0,
      recentlyUpdated: n?.recently_updated ?? 0,
    },
    items: rows.map(({ estate, progress: p, executorName }) => ({
      ...estateFor(actor, estate),
      progress: p,
      executorName,
    })),
  };
}
