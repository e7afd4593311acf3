import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  ASSET_TYPES,
  ESTATE_PROGRESS_LIMIT,
  analyticsWindow,
  basisPointsOf,
  monthLabel,
  nzToday,
  wholePercent,
  type Analytics,
  type AnalyticsPeriod,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import { assets, beneficiaries, documents, estates, tasks, workflowStages } from '../../db/schema.js';
import type { Actor } from '../access/actor.js';
import { countAndTotal } from '../records/summaries.js';
import { estateOwned, visibleDocuments, visibleEstates, visibleTasks } from '../access/index.js';

/** A timestamp's calendar date in New Zealand, as SQL. */
export const nzDateOf = (column: PgColumn): SQL => sql`(${column} at time zone 'Pacific/Auckland')::date`;
/** A timestamp's month in New Zealand (`YYYY-MM`), as SQL. */
export const nzMonthOf = (column: PgColumn): SQL =>
  sql`to_char(${column} at time zone 'Pacific/Auckland', 'YYYY-MM')`;

/**
 * Analytics (spec 3 §2; issue 15) over the estates the actor may see (the access module's scopes;
 * a beneficiary counts only the documents shared with them). The cards and panels that describe
 * the estates now (active estates, assets, beneficiaries, progress, distribution) ignore the period;
 * the period chooses the window of the completions and of Monthly Activity (`analyticsWindow`).
 *
 * An estate is completed when its own Closed stage is completed (its stage is Closed); the day it
 * completed is that workflow stage's completed date, set when the estate reached Closed. A status of
 * "completed" or "closed" alone records no day, so such an estate cannot count in the average.
 */
export async function getAnalytics(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  period: AnalyticsPeriod,
): Promise<Analytics> {
  const window = analyticsWindow(period, nzToday());
  const visible = visibleEstates(actor);
  const inWindow = (column: PgColumn) => sql`${nzDateOf(column)} between ${window.from} and ${window.to}`;

  // Independent reads, side by side on the pool's connections.
  const [[estateCounts], [completion], assetTotal, [beneficiaryCount], progress, distribution, activity] =
    await Promise.all([
      db
        .select({ active: sql<number>`count(*) filter (where ${estates.status} = 'active')::int` })
        .from(estates)
        .where(visible),
      db
        .select({
          completed: sql<number>`count(*)::int`,
          averageDays: sql<
            number | null
          >`round(avg(${workflowStages.completedDate} - ${nzDateOf(estates.dateCreated)}))::int`,
        })
        .from(estates)
        .innerJoin(
          workflowStages,
          and(
            eq(workflowStages.estateId, estates.id),
            eq(workflowStages.estateStage, 'closed'),
            eq(workflowStages.status, 'completed'),
          ),
        )
        .where(
          and(
            visible,
            eq(estates.stage, 'closed'),
            sql`${workflowStages.completedDate} between ${window.from} and ${window.to}`,
          ),
        ),
      countAndTotal(db, assets, assets.valueCents, estateOwned(actor, assets.estateId)),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(beneficiaries)
        .where(estateOwned(actor, beneficiaries.estateId)),
      db
        .select({
          estateId: estates.id,
          deceasedName: estates.deceasedName,
          totalTasks: sql<number>`count(${tasks.id})::int`,
          completedTasks: sql<number>`count(${tasks.id}) filter (where ${tasks.status} = 'completed')::int`,
        })
        .from(estates)
        .leftJoin(tasks, eq(tasks.estateId, estates.id))
        .where(and(visible, eq(estates.status, 'active')))
        .groupBy(estates.id)
        .orderBy(desc(estates.dateCreated), estates.id)
        .limit(ESTATE_PROGRESS_LIMIT),
      db
        .select({
          type: assets.type,
          count: sql<number>`count(*)::int`,
          valueCents: sql<string>`coalesce(sum(${assets.valueCents}), 0)`,
        })
        .from(assets)
        .where(estateOwned(actor, assets.estateId))
        .groupBy(assets.type),
      monthlyActivity(db, actor, visible, inWindow),
    ]);

  const totalAssetsCents = assetTotal.totalCents;
  const labels = new Map<string, string>(ASSET_TYPES.map((t) => [t.value, t.label]));
  return {
    period,
    from: window.from,
    to: window.to,
    cards: {
      activeEstates: estateCounts?.active ?? 0,
      completedEstates: completion?.completed ?? 0,
      averageCompletionDays: completion?.completed ? (completion.averageDays ?? null) : null,
      totalAssetsCents,
      beneficiaries: beneficiaryCount?.count ?? 0,
    },
    estateProgress: progress.map((e) => ({
      ...e,
      percent: wholePercent(e.completedTasks, e.totalTasks),
    })),
    assetDistribution: distribution
      .map((d) => ({
        type: d.type,
        label: labels.get(d.type) ?? d.type,
        count: d.count,
        valueCents: Number(d.valueCents),
        shareBasisPoints: basisPointsOf(Number(d.valueCents), totalAssetsCents),
      }))
      .sort((a, b) => b.valueCents - a.valueCents || a.label.localeCompare(b.label)),
    monthlyActivity: window.months.map((month) => ({
      month,
      label: monthLabel(month),
      estates: activity.estates.get(month) ?? 0,
      documents: activity.documents.get(month) ?? 0,
      tasks: activity.tasks.get(month) ?? 0,
    })),
  };
}

/** New estates, documents and tasks per New Zealand month, counting only the window's days. */
async function monthlyActivity(
  db: Db,
  actor: Pick<Actor, 'id' | 'role'>,
  visible: SQL,
  inWindow: (column: PgColumn) => SQL,
) {
  const perMonth = (rows: { month: string; count: number }[]) => new Map(rows.map((r) => [r.month, r.count]));
  const count = sql<number>`count(*)::int`;
  const [newEstates, newDocuments, newTasks] = await Promise.all([
    db
      .select({ month: nzMonthOf(estates.dateCreated).mapWith(String), count })
      .from(estates)
      .where(and(visible, inWindow(estates.dateCreated)))
      .groupBy(sql`1`),
    db
      .select({ month: nzMonthOf(documents.uploadDate).mapWith(String), count })
      .from(documents)
      .where(and(visibleDocuments(actor), inWindow(documents.uploadDate)))
      .groupBy(sql`1`),
    db
      .select({ month: nzMonthOf(tasks.createdAt).mapWith(String), count })
      .from(tasks)
      .where(and(visibleTasks(actor), inWindow(tasks.createdAt)))
      .groupBy(sql`1`),
  ]);
  return { estates: perMonth(newEstates), documents: perMonth(newDocuments), tasks: perMonth(newTasks) };
}
