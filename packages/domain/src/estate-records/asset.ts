import { z } from 'zod';
import {
  choice,
  optionalMoney,
  optionalText,
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  type Option,
} from './fields.js';

export const ASSET_TYPES = [
  { value: 'property', label: 'Property' },
  { value: 'bank', label: 'Bank account' },
  { value: 'investment', label: 'Investment' },
  { value: 'vehicle', label: 'Vehicle' },
  { value: 'personal', label: 'Personal effects' },
  { value: 'digital', label: 'Digital' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type AssetType = (typeof ASSET_TYPES)[number]['value'];

/** Spec 2 §4: verified green, pending amber, unverified red. */
export const ASSET_STATUSES = [
  { value: 'verified', label: 'Verified' },
  { value: 'pending', label: 'Pending' },
  { value: 'unverified', label: 'Unverified' },
] as const satisfies readonly Option[];

export const ASSET_TEXTS = recordTexts('asset', 'assets', {
  emptyHint: 'List what the deceased owned, with its value at the date of death.',
});

export const assetInputSchema = z.object({
  name: requiredText('Name'),
  type: choice(ASSET_TYPES, 'type'),
  value: optionalMoney('Value'),
  location: optionalText('Location', 500),
  status: choice(ASSET_STATUSES, 'status').default('unverified'),
  controlled: z.boolean({ message: 'Controlled must be yes or no' }).default(false),
  notes: optionalText('Notes', 4000),
});
export type AssetInput = z.input<typeof assetInputSchema>;

export const assetDtoSchema = recordBaseSchema.extend({
  /** Where it came from, when an organisation reported it through NotifyFlow (issue 44); else null. */
  evidence: z.string().nullable(),
  name: z.string(),
  type: z.string(),
  valueCents: z.number().int().nullable(),
  location: z.string().nullable(),
  status: z.string(),
  controlled: z.boolean(),
  notes: z.string().nullable(),
});
export type AssetDto = z.infer<typeof assetDtoSchema>;

export const assetListQuerySchema = recordListQuerySchema.extend({
  type: choice(ASSET_TYPES, 'type').optional(),
  status: choice(ASSET_STATUSES, 'status').optional(),
});
export const assetSummarySchema = z.object({ count: z.number().int(), totalCents: z.number().int() });
export const assetListSchema = recordListSchema(assetDtoSchema, assetSummarySchema);
export type AssetList = z.infer<typeof assetListSchema>;
