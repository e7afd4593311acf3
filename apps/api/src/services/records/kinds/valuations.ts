import { and, eq, sql } from 'drizzle-orm';
import {
  VALUATION_TEXTS,
  changePercent,
  dollarsToCents,
  valuationDtoSchema,
  valuationInputSchema,
  valuationListQuerySchema,
  valuationSummarySchema,
} from '@estate/domain';
import { assets, valuations } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';

const ASSET_MESSAGE = "Please choose one of this estate's assets";

/** Valuations of the estate's assets (spec 2 "Estate Valuation"), with the change against the previous value. */
export const valuationRecords = defineEstateRecord({
  path: 'valuations',
  entity: 'valuation',
  tag: 'Valuations',
  texts: VALUATION_TEXTS,
  table: valuations,
  input: valuationInputSchema,
  dto: valuationDtoSchema,
  listQuery: valuationListQuerySchema,
  summary: valuationSummarySchema,
  toValues: (input) => ({
    assetId: input.assetId,
    valueCents: dollarsToCents(input.value)!,
    previousValueCents: input.previousValue == null ? null : dollarsToCents(input.previousValue),
    type: input.type,
    appraiser: orNull(input.appraiser),
    valuedOn: input.valuedOn,
    nextReviewOn: orNull(input.nextReviewOn),
    notes: orNull(input.notes),
  }),
  toDto: (row, { deceasedName }) => ({
    id: row.id,
    estateId: row.estateId,
    deceasedName,
    assetId: row.assetId,
    assetName: row.assetName,
    valueCents: row.valueCents,
    previousValueCents: row.previousValueCents,
    changeCents: row.previousValueCents === null ? null : row.valueCents - row.previousValueCents,
    changePercent: changePercent(row.valueCents, row.previousValueCents, 1),
    type: row.type,
    appraiser: row.appraiser,
    valuedOn: row.valuedOn,
    nextReviewOn: row.nextReviewOn,
    notes: row.notes,
  }),
  label: (row) => row.assetName,
  search: [valuations.assetName, valuations.appraiser, valuations.type],
  filters: { type: valuations.type, assetId: valuations.assetId },
  sorts: {
    valuedOn: valuations.valuedOn,
    value: valuations.valueCents,
    assetName: valuations.assetName,
    type: valuations.type,
  },
  defaultSort: { key: 'valuedOn', order: 'desc' },
  summarise: async (db, { filtered }) => {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        totalValue: sql<string>`coalesce(sum(${valuations.valueCents}), 0)`,
        valuedWithPrevious: sql<string>`coalesce(sum(${valuations.valueCents}) filter (where ${valuations.previousValueCents} is not null), 0)`,
        previous: sql<string>`coalesce(sum(${valuations.previousValueCents}), 0)`,
      })
      .from(valuations)
      .where(filtered);
    return valuationSummary(row);
  },
  // Every estate's, unsearched and unfiltered: the same sums from the kept tallies (decision 086),
  // whose paired cents are the values that have a previous one.
  kept: {
    kind: 'valuation',
    summarise: async (db, tallies) => {
      const [row] = await db
        .select({
          count: sql<number>`coalesce(sum(v.items), 0)::int`,
          totalValue: sql<string>`coalesce(sum(v.cents), 0)`,
          valuedWithPrevious: sql<string>`coalesce(sum(v.paired_cents), 0)`,
          previous: sql<string>`coalesce(sum(v.previous_cents), 0)`,
        })
        .from(sql`${tallies} as v`);
      return valuationSummary(row);
    },
  },
  // The summary counts the filtered rows: the list's total.
  totalOf: (summary) => summary.count,
  // The asset must be one of this estate's; its name is kept with the valuation.
  beforeSave: async (tx, { estateId, values }) => {
    const [asset] = values.assetId
      ? await tx
          .select({ name: assets.name })
          .from(assets)
          .where(and(eq(assets.id, values.assetId), eq(assets.estateId, estateId)))
      : [];
    if (!asset)
      throw new AppError('VALIDATION', ASSET_MESSAGE, [{ path: 'assetId', message: ASSET_MESSAGE }]);
    return { assetName: asset.name };
  },
});

/**
 * The cards from the sums (bigint sums arrive as text): the total value, and the change and its
 * percentage over the valuations that have a previous value.
 */
function valuationSummary(
  row: { count: number; totalValue: string; valuedWithPrevious: string; previous: string } | undefined,
) {
  const withPrevious = Number(row?.valuedWithPrevious ?? 0);
  const previous = Number(row?.previous ?? 0);
  return {
    count: row?.count ?? 0,
    totalValueCents: Number(row?.totalValue ?? 0),
    totalChangeCents: withPrevious - previous,
    changePercent: changePercent(withPrevious, previous || null, 2),
  };
}
