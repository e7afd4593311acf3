import { eq } from 'drizzle-orm';
import {
  ASSET_TEXTS,
  assetDtoSchema,
  assetInputSchema,
  assetListQuerySchema,
  assetSummarySchema,
  dollarsToCents,
} from '@estate/domain';
import { assets, valuations } from '../../../db/schema.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';
import { countAndTotal, keptCountAndTotal } from '../summaries.js';

/** What the deceased owned (spec 2 "Assets & Liabilities"), valued in cents at the date of death. */
export const assetRecords = defineEstateRecord({
  path: 'assets',
  entity: 'asset',
  tag: 'Assets',
  texts: ASSET_TEXTS,
  table: assets,
  input: assetInputSchema,
  dto: assetDtoSchema,
  listQuery: assetListQuerySchema,
  summary: assetSummarySchema,
  toValues: (input) => ({
    name: input.name,
    type: input.type,
    valueCents: input.value == null ? null : dollarsToCents(input.value),
    location: orNull(input.location),
    status: input.status,
    controlled: input.controlled,
    notes: orNull(input.notes),
  }),
  // The answer is the row and its estate's name; the response schema keeps only its own fields.
  toDto: (row, { deceasedName }) => ({ ...row, deceasedName }),
  label: (row) => row.name,
  search: [assets.name, assets.type],
  filters: { type: assets.type, status: assets.status },
  sorts: { name: assets.name, type: assets.type, value: assets.valueCents, status: assets.status },
  defaultSort: { key: 'name', order: 'asc' },
  summarise: (db, { filtered }) => countAndTotal(db, assets, assets.valueCents, filtered),
  // Every estate's, unsearched and unfiltered: the same count and total from the kept tallies.
  kept: { kind: 'asset', summarise: keptCountAndTotal },
  // The summary counts the filtered rows: the list's total.
  totalOf: (summary) => summary.count,
  // Valuations show the asset's name; a renamed asset renames them too.
  afterSave: async (tx, row) => {
    await tx.update(valuations).set({ assetName: row.name }).where(eq(valuations.assetId, row.id));
  },
});
