import { z } from 'zod';
import {
  choice,
  optionalDate,
  optionalMoney,
  optionalText,
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  valuesOf,
  type Option,
} from './fields.js';

/** Estate Inventory (spec 2 §2): the chattels, item by item. */
export const INVENTORY_CATEGORIES = [
  { value: 'furniture', label: 'Furniture' },
  { value: 'jewellery', label: 'Jewellery' },
  { value: 'art', label: 'Art' },
  { value: 'vehicles', label: 'Vehicles' },
  { value: 'electronics', label: 'Electronics' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const INVENTORY_CONDITIONS = [
  { value: 'excellent', label: 'Excellent' },
  { value: 'good', label: 'Good' },
  { value: 'fair', label: 'Fair' },
  { value: 'poor', label: 'Poor' },
] as const satisfies readonly Option[];

export const INVENTORY_STATUSES = [
  { value: 'in_possession', label: 'In possession' },
  { value: 'pending_valuation', label: 'Pending valuation' },
  { value: 'distributed', label: 'Distributed' },
  { value: 'sold', label: 'Sold' },
] as const satisfies readonly Option[];

export const INVENTORY_TEXTS = recordTexts('item', 'items', {
  emptyHint: 'List the chattels: furniture, jewellery, art, vehicles and the rest.',
});

export const inventoryItemInputSchema = z.object({
  name: requiredText('Name'),
  category: choice(INVENTORY_CATEGORIES, 'category'),
  serialNumber: optionalText('Serial number', 200),
  location: optionalText('Location', 200),
  /** Optional: empty means not assessed. */
  condition: z
    .union([z.literal(''), z.enum(valuesOf(INVENTORY_CONDITIONS))], {
      message: 'Please choose a condition',
    })
    .nullish(),
  status: choice(INVENTORY_STATUSES, 'status').default('in_possession'),
  description: optionalText('Description', 4000),
  purchasePrice: optionalMoney('Purchase price'),
  purchaseDate: optionalDate('Purchase date'),
  notes: optionalText('Notes', 4000),
});
export type InventoryItemInput = z.input<typeof inventoryItemInputSchema>;

export const inventoryItemDtoSchema = recordBaseSchema.extend({
  name: z.string(),
  category: z.string(),
  serialNumber: z.string().nullable(),
  location: z.string().nullable(),
  condition: z.string().nullable(),
  status: z.string(),
  description: z.string().nullable(),
  purchasePriceCents: z.number().int().nullable(),
  purchaseDate: z.string().nullable(),
  notes: z.string().nullable(),
});
export type InventoryItemDto = z.infer<typeof inventoryItemDtoSchema>;

export const inventoryItemListQuerySchema = recordListQuerySchema.extend({
  category: choice(INVENTORY_CATEGORIES, 'category').optional(),
  status: choice(INVENTORY_STATUSES, 'status').optional(),
});
/** The cards, over the filtered items: how many, in how many places and categories, awaiting valuation. */
export const inventorySummarySchema = z.object({
  totalItems: z.number().int(),
  /** Distinct locations named (case and spacing aside). */
  locations: z.number().int(),
  pendingValuation: z.number().int(),
  categories: z.number().int(),
});
export type InventorySummary = z.infer<typeof inventorySummarySchema>;
export const inventoryItemListSchema = recordListSchema(inventoryItemDtoSchema, inventorySummarySchema);
export type InventoryItemList = z.infer<typeof inventoryItemListSchema>;

/** The export's query: every estate you may see, or one. */
export const inventoryExportQuerySchema = z.object({
  estateId: z.uuid({ message: 'Estate not found' }).optional(),
});
