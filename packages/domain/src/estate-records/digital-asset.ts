import { z } from 'zod';
import { DIGITAL_ASSET_CATEGORIES } from '../estates.js';
import { recordBaseSchema, recordListQuerySchema, recordListSchema } from './fields.js';

/*
 * The digital asset request schema stays `digitalAssetSchema` (estates.ts, spec 2 §5); this is the
 * list and response side on the records kit.
 */

export const digitalAssetDtoSchema = recordBaseSchema.extend({
  assetName: z.string(),
  category: z.string(),
  platform: z.string(),
  loginEmail: z.string().nullable(),
  accessInstructions: z.string().nullable(),
  estimatedValue: z.number().nullable(),
  status: z.string(),
  notes: z.string().nullable(),
  rewardProgramId: z.number().int().nullable(),
  pointsBalance: z.number().int().nullable(),
  expiryDate: z.string().nullable(),
});
export type DigitalAssetDto = z.infer<typeof digitalAssetDtoSchema>;

export const digitalAssetListQuerySchema = recordListQuerySchema.extend({
  category: z
    .enum(DIGITAL_ASSET_CATEGORIES.map((c) => c.value) as [string, ...string[]], {
      message: 'Please choose a category',
    })
    .optional(),
});
export const digitalAssetSummarySchema = z.object({
  /** The four count cards of spec 2 (over the estate or estates, before the category filter). */
  counts: z.object({
    crypto: z.number().int(),
    domain: z.number().int(),
    social: z.number().int(),
    loyalty: z.number().int(),
  }),
  /** The categories present, for the category dropdown. */
  categories: z.array(z.string()),
});
export const digitalAssetRecordListSchema = recordListSchema(
  digitalAssetDtoSchema,
  digitalAssetSummarySchema,
);
export type DigitalAssetRecordList = z.infer<typeof digitalAssetRecordListSchema>;
