import { sql } from 'drizzle-orm';
import {
  INVENTORY_TEXTS,
  dollarsToCents,
  inventoryItemDtoSchema,
  inventoryItemInputSchema,
  inventoryItemListQuerySchema,
  inventorySummarySchema,
} from '@estate/domain';
import { inventoryItems } from '../../../db/schema.js';
import { defineEstateRecord, orNull } from '../define-estate-record.js';

/**
 * Estate Inventory (spec 2 §2): the chattels, item by item, across the estates one may see. The
 * firm's working list: only those who run the estate read it (decision 018).
 */
export const inventoryItemRecords = defineEstateRecord({
  path: 'inventory-items',
  readPermission: 'estate:manage',
  entity: 'inventory_item',
  tag: 'Estate Inventory',
  texts: INVENTORY_TEXTS,
  table: inventoryItems,
  input: inventoryItemInputSchema,
  dto: inventoryItemDtoSchema,
  listQuery: inventoryItemListQuerySchema,
  summary: inventorySummarySchema,
  toValues: (input) => ({
    name: input.name,
    category: input.category,
    serialNumber: orNull(input.serialNumber),
    location: orNull(input.location),
    condition: orNull(input.condition),
    status: input.status,
    description: orNull(input.description),
    purchasePriceCents:
      input.purchasePrice == null || String(input.purchasePrice).trim() === ''
        ? null
        : dollarsToCents(input.purchasePrice),
    purchaseDate: orNull(input.purchaseDate),
    notes: orNull(input.notes),
  }),
  toDto: (row, { deceasedName }) => ({
    id: row.id,
    estateId: row.estateId,
    deceasedName,
    name: row.name,
    category: row.category,
    serialNumber: row.serialNumber,
    location: row.location,
    condition: row.condition,
    status: row.status,
    description: row.description,
    purchasePriceCents: row.purchasePriceCents,
    purchaseDate: row.purchaseDate,
    notes: row.notes,
  }),
  label: (row) => row.name,
  search: [inventoryItems.name, inventoryItems.serialNumber, inventoryItems.location],
  filters: { category: inventoryItems.category, status: inventoryItems.status },
  sorts: {
    name: inventoryItems.name,
    category: inventoryItems.category,
    location: inventoryItems.location,
    purchasePrice: inventoryItems.purchasePriceCents,
    purchaseDate: inventoryItems.purchaseDate,
  },
  defaultSort: { key: 'name', order: 'asc' },
  // Over the filtered items; a place named "Garage" and "garage " is one location.
  summarise: async (db, { filtered }) => {
    const [row] = await db
      .select({
        totalItems: sql<number>`count(*)::int`,
        locations: sql<number>`count(distinct lower(trim(${inventoryItems.location})))::int`,
        pendingValuation: sql<number>`count(*) filter (where ${inventoryItems.status} = 'pending_valuation')::int`,
        categories: sql<number>`count(distinct ${inventoryItems.category})::int`,
      })
      .from(inventoryItems)
      .where(filtered);
    return {
      totalItems: row?.totalItems ?? 0,
      locations: row?.locations ?? 0,
      pendingValuation: row?.pendingValuation ?? 0,
      categories: row?.categories ?? 0,
    };
  },
});
