import { createHash } from 'node:crypto';
import type { EstateList, EstateListQuery, EstateStatus } from '@estate/domain';
import { and, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { preparedPerShape, type Db } from '../../db/client.js';
import { estates, executors, tasks } from '../../db/schema.js';
import { containsPattern } from '../../lib/search.js';
import type { Actor } from '../access/actor.js';
import { myEstateTallies, myEstates } from '../access/index.js';
import { estateFor } from './estate-dto.js';

/** The values a My Estates query is executed with (its shape is fixed when it is prepared). */
type ListValues = {
  actorId: string;
  like: string;
  status: string;
  stage: string;
  pageSize: number;
  offset: number;
};

/**
 * The shape of a My Estates query: what decides its SQL text (the role's visibility rule, which
 * filters are set, the date range), not the values it runs with.
 */
function shapeOf(actor: Pick<Actor, 'role'>, q: EstateListQuery) {
  return {
    role: actor.role,
    searched: !!q.q,
    couldBeId: !!q.q && /^[0-9a-f-]+$/i.test(q.q),
    status: !!q.status,
    stage: !!q.stage,
    range: q.range,
  };
}
type Shape = ReturnType<typeof shapeOf>;

const p = <T>(name: keyof ListValues) => sql.placeholder(name) as unknown as T;

/**
 * My Estates' three statements for one shape, built once with placeholders for the values (issue
 * 43, decision 082): drizzle building the same SQL on every request was the largest cost of ours in
 * the request. At most a few dozen shapes exist (roles × filters).
 */
function prepareList(db: Db, shape: Shape) {
  // The actor as the access rules read it: the id a placeholder, the role the shape's.
  const who = { id: p<string>('actorId'), role: shape.role };
  const filters: SQL[] = [];
  if (shape.searched) {
    const like = p<string>('like');
    // The deceased's name, the file number (EST-2026-0042; trigram-indexed) or the estate's id.
    // An id is hex digits and dashes: a term with any other character cannot be part of one, and
    // not turning 10,000 ids into text for it halves a search (issue 20).
    filters.push(
      or(
        ilike(estates.deceasedName, like),
        ilike(estates.fileNumber, like),
        shape.couldBeId ? sql`${estates.id}::text ilike ${like}` : undefined,
      )!,
    );
  }
  if (shape.status) filters.push(eq(estates.status, p<EstateStatus>('status')));
  if (shape.stage) filters.push(eq(estates.stage, p<string>('stage')));
  if (shape.range !== 'all') {
    const since =
      shape.range === '30d'
        ? sql`now() - interval '30 days'`
        : shape.range === '90d'
          ? sql`now() - interval '90 days'`
          : sql`date_trunc('year', now())`;
    filters.push(gte(estates.dateCreated, since));
  }
  const asked = filters.length ? and(...filters)! : sql`true`;
  const where = and(myEstates(who), asked);
  // Status and stage are keys of the tallies; a search or a date range is not.
  const countedByTally = !shape.searched && shape.range === 'all';
  const talliedFilter =
    and(
      shape.status ? sql`v.status = ${p<string>('status')}` : undefined,
      shape.stage ? sql`v.stage = ${p<string>('stage')}` : undefined,
    ) ?? sql`true`;
  const key = createHash('sha256').update(JSON.stringify(shape)).digest('base64url').slice(0, 16);
  // The page's ids first (an index walk, no per-row work for the rows OFFSET skips), then progress
  // and executor for those rows only.
  const pageIds = db
    .select({ id: estates.id })
    .from(estates)
    .where(where)
    .orderBy(desc(estates.dateCreated), desc(estates.id))
    .limit(p<number>('pageSize'))
    .offset(p<number>('offset'));
  const progress = sql<number>`coalesce((select round(100.0 * count(*) filter (where ${tasks.status} = 'completed') / nullif(count(*), 0)) from ${tasks} where ${tasks.estateId} = ${estates.id}), 0)::int`;
  return {
    page: db
      .select({ estate: estates, progress, executorName: executors.fullName })
      .from(estates)
      .leftJoin(executors, eq(executors.id, estates.executorId))
      .where(inArray(estates.id, pageIds))
      .orderBy(desc(estates.dateCreated), desc(estates.id))
      .prepare(`estates_page_${key}`),
    // The summary's figures over every visible estate, and the total unless searched or limited to
    // a date range, added up from the kept tallies (decision 084: a few rows per firm and person,
    // not a pass over 100,000 estates); open tasks from each estate's count (decision 055). "Updated
    // this week" walks back along `estates_updated_idx` over the week's estates only.
    counts: db
      .select({
        total: countedByTally
          ? sql<number>`coalesce(sum(v.estates) filter (where ${talliedFilter}), 0)::int`
          : sql<number>`0`,
        active: sql<number>`coalesce(sum(v.estates) filter (where v.status = 'active'), 0)::int`,
        recentlyUpdated: sql<number>`(select count(*)::int from ${estates} where ${estates.updatedAt} >= now() - interval '7 days' and ${myEstates(who)})`,
        pendingTasks: sql<number>`coalesce(sum(v.open_tasks), 0)::int`,
      })
      .from(sql`${myEstateTallies(who)} as v`)
      .prepare(`estates_counts_${key}`),
    // A search's or a date range's total is its own count of the rows it matches (a search's so
    // that the summary's pass does not match every visible estate's name again, issue 20).
    searched: countedByTally
      ? null
      : db
          .select({ total: sql<number>`count(*)::int` })
          .from(estates)
          .where(where)
          .prepare(`estates_searched_${key}`),
  };
}

const listQueries = preparedPerShape(prepareList);

/** My Estates: the estates the actor may see, newest first, searched and paged on the server. */
export async function listEstates(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  q: EstateListQuery,
): Promise<EstateList> {
  const queries = listQueries(db, shapeOf(actor, q));
  const values: ListValues = {
    actorId: actor.id,
    like: q.q ? containsPattern(q.q) : '',
    status: q.status,
    stage: q.stage,
    pageSize: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  };
  // The three side by side on the pool's connections.
  const [rows, [counts], [searched]] = await Promise.all([
    queries.page.execute(values),
    queries.counts.execute(values),
    queries.searched ? queries.searched.execute(values) : Promise.resolve([]),
  ]);
  return {
    total: (queries.searched ? searched?.total : counts?.total) ?? 0,
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
