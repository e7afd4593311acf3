import type { EstateList, EstateListQuery } from '@estate/domain';
import { and, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { estates, executors, tasks } from '../../db/schema.js';
import { containsPattern } from '../../lib/search.js';
import type { Actor } from '../access/actor.js';
import { myEstates } from '../access/index.js';
import { estateFor } from './estate-dto.js';

/** My Estates: the estates the actor may see, newest first, searched and paged on the server. */
export async function listEstates(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  q: EstateListQuery,
): Promise<EstateList> {
  // What the person asked for, within the estates they may see.
  const filters: SQL[] = [];
  if (q.q) {
    const like = containsPattern(q.q);
    // The deceased's name, the file number (EST-2026-0042; trigram-indexed) or the estate's id.
    // An id is hex digits and dashes: a term with any other character cannot be part of one, and
    // not turning 10,000 ids into text for it halves a search (issue 20).
    const couldBeId = /^[0-9a-f-]+$/i.test(q.q);
    filters.push(
      or(
        ilike(estates.deceasedName, like),
        ilike(estates.fileNumber, like),
        couldBeId ? sql`${estates.id}::text ilike ${like}` : undefined,
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
  const asked = filters.length ? and(...filters)! : sql`true`;
  const where = and(myEstates(actor), asked);
  // Queries side by side on the pool's connections: the page; one pass over the visible estates
  // for the summary counts (and the total, unless searched), the open tasks among them from each
  // estate's count (decision 055: adding up 10,000 counts, not counting 70,000 tasks). A search's
  // total is its own query, so that the summary's pass does not match every visible estate's
  // name again (issue 20).
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
  const [rows, [counts], [searched]] = await Promise.all([
    db
      .select({ estate: estates, progress, executorName: executors.fullName })
      .from(estates)
      .leftJoin(executors, eq(executors.id, estates.executorId))
      .where(inArray(estates.id, pageIds))
      .orderBy(desc(estates.dateCreated), desc(estates.id)),
    db
      .select({
        total: q.q ? sql<number>`0` : sql<number>`count(*) filter (where ${asked})::int`,
        active: sql<number>`count(*) filter (where ${estates.status} = 'active')::int`,
        recentlyUpdated: sql<number>`count(*) filter (where ${estates.updatedAt} >= now() - interval '7 days')::int`,
        pendingTasks: sql<number>`coalesce(sum(${estates.openTaskCount}), 0)::int`,
      })
      .from(estates)
      .where(myEstates(actor)),
    q.q
      ? db
          .select({ total: sql<number>`count(*)::int` })
          .from(estates)
          .where(where)
      : Promise.resolve([]),
  ]);
  return {
    total: (q.q ? searched?.total : counts?.total) ?? 0,
    page: q.page,
    pageSize: q.pageSize,
    summary: {
      activeEstates: counts?.active ?? 0,
      pendingTasks: counts?.pendingTasks ?? 0,
      recentlyUpdated: counts?.recentlyUpdated ?? 0,
    },
    items: rows.map(({ estate, progress: p, executorName }) => ({
      ...estateFor(actor, estate),
      progress: p,
      executorName,
    })),
  };
}
