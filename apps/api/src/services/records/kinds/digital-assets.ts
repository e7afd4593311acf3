import { sql } from 'drizzle-orm';
import {
  DIGITAL_ASSET_TEXTS,
  digitalAssetDtoSchema,
  digitalAssetListQuerySchema,
  digitalAssetSchema,
  digitalAssetSummarySchema,
  recordTexts,
} from '@estate/domain';
import { digitalAssetInventory as table } from '../../../db/schema.js';
import { defineEstateRecord } from '../define-estate-record.js';

/**
 * Digital assets (spec 2 §3, §5): accounts, domains, crypto and loyalty programmes. Its beneficiaries
 * see the inventory; those who run the estate change it (decision 007).
 */
export const digitalAssetRecords = defineEstateRecord({
  path: 'digital-assets',
  entity: 'digital_asset',
  tag: 'Digital assets',
  texts: recordTexts('digital asset', 'digital assets', {
    confirmDelete: DIGITAL_ASSET_TEXTS.confirmDelete,
    deleted: DIGITAL_ASSET_TEXTS.deleted,
    empty: 'No digital assets',
    emptyHint: 'Add digital assets to securely store access information',
    loadFailed: 'Failed to load digital assets. Please try again.',
    saveFailed: 'Failed to save digital asset. Please try again.',
    deleteFailed: 'Failed to delete digital asset. Please try again.',
  }),
  table,
  input: digitalAssetSchema,
  dto: digitalAssetDtoSchema,
  listQuery: digitalAssetListQuerySchema,
  summary: digitalAssetSummarySchema,
  toValues: (input) => ({
    ...input,
    estimatedValue: input.estimatedValue === null ? null : input.estimatedValue.toFixed(2),
  }),
  toDto: (a, { deceasedName }) => ({
    id: a.id,
    estateId: a.estateId,
    deceasedName,
    assetName: a.assetName,
    category: a.category,
    platform: a.platform,
    loginEmail: a.loginEmail,
    accessInstructions: a.accessInstructions,
    estimatedValue: a.estimatedValue === null ? null : Number(a.estimatedValue),
    status: a.status,
    notes: a.notes,
    rewardProgramId: a.rewardProgramId,
    pointsBalance: a.pointsBalance,
    expiryDate: a.expiryDate,
  }),
  label: (a) => a.assetName,
  search: [table.assetName, table.platform],
  filters: { category: table.category },
  sorts: {
    assetName: table.assetName,
    category: table.category,
    platform: table.platform,
    estimatedValue: table.estimatedValue,
  },
  defaultSort: { key: 'assetName', order: 'asc' },
  // The four cards and the category dropdown count everything in view, whatever is searched.
  summarise: async (db, { scoped }) => {
    const rows = await db
      .select({ category: table.category, count: sql<number>`count(*)::int` })
      .from(table)
      .where(scoped)
      .groupBy(table.category)
      .orderBy(table.category);
    const count = (c: string) => rows.find((r) => r.category === c)?.count ?? 0;
    return {
      counts: {
        crypto: count('crypto'),
        domain: count('domain'),
        social: count('social'),
        loyalty: count('loyalty'),
      },
      categories: rows.map((r) => r.category),
    };
  },
});
