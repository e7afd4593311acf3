import type { ExecutorOverview, executorOverviewQuerySchema } from '@estate/domain';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../lib/search.js';
import { estateInvitations, estates, executors, users } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import {
  estateOfExecutor,
  manageableInvitations,
  requireEstate,
  visibleEstates,
  visibleExecutors,
} from '../access/index.js';

/**
 * The Executors screen (spec 3 §2, §3 Executor): the executors of the estates the actor may see
 * (every executor for an admin; visibleExecutors), each with contact details, status (active when
 * their account is, spec 3 §4) and the estates of theirs the actor may see. Search by name or
 * email, filter by status or estate, sort by name, status or number of estates; a page at a time,
 * the counts over every page.
 */
export async function listExecutorOverview(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  query: z.output<typeof executorOverviewQuerySchema>,
): Promise<ExecutorOverview> {
  if (query.estateId) await requireEstate(db, actor, query.estateId);
  const theirVisibleEstates = and(estateOfExecutor, visibleEstates(actor))!;
  const estateCount = sql<number>`(select count(*)::int from ${estates} where ${theirVisibleEstates})`;
  const status = sql<'active' | 'inactive'>`case when ${users.active} then 'active' else 'inactive' end`;
  const q = query.q ? containsPattern(query.q) : null;
  const order = query.order === 'desc' ? desc : asc;
  const sortBy = { name: executors.fullName, status, estates: estateCount }[query.sort];

  const listed = and(
    visibleExecutors(actor),
    isNull(users.deletedAt),
    q ? or(ilike(executors.fullName, q), ilike(users.email, q)) : undefined,
    query.status ? eq(users.active, query.status === 'active') : undefined,
    query.estateId
      ? sql`exists (select 1 from ${estates} where ${estates.id} = ${query.estateId} and ${estateOfExecutor})`
      : undefined,
  );
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        executorId: executors.id,
        userId: executors.userId,
        fullName: executors.fullName,
        email: users.email,
        phone: users.phone,
        status,
      })
      .from(executors)
      .innerJoin(users, eq(users.id, executors.userId))
      .where(listed)
      .orderBy(order(sortBy), asc(executors.fullName), asc(executors.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${users.active}))::int`,
      })
      .from(executors)
      .innerJoin(users, eq(users.id, executors.userId))
      .where(listed),
  ]);

  const ids = rows.map((r) => r.executorId);
  const links = ids.length
    ? await db
        .select({ executorId: executors.id, id: estates.id, deceasedName: estates.deceasedName })
        .from(executors)
        .innerJoin(estates, theirVisibleEstates)
        .where(inArray(executors.id, ids))
        .orderBy(asc(estates.deceasedName))
    : [];
  const byExecutor = new Map<string, { id: string; deceasedName: string }[]>();
  for (const { executorId, id, deceasedName } of links) {
    const list = byExecutor.get(executorId) ?? [];
    if (!list.some((e) => e.id === id)) list.push({ id, deceasedName });
    byExecutor.set(executorId, list);
  }

  const [pending] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(estateInvitations)
    .where(
      and(
        manageableInvitations(actor),
        eq(estateInvitations.role, 'executor'),
        isNull(estateInvitations.acceptedAt),
        isNull(estateInvitations.cancelledAt),
        gt(estateInvitations.expiresAt, sql`now()`),
      ),
    );
  const items = rows.map((r) => ({ ...r, estates: byExecutor.get(r.executorId) ?? [] }));
  return {
    items,
    total: counts?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    summary: {
      total: counts?.total ?? 0,
      active: counts?.active ?? 0,
      pendingInvitations: pending?.count ?? 0,
    },
  };
}
