import { z } from 'zod';
import { PG_INTEGER_MAX, PG_NUMERIC_14_2_MAX } from '../safe-input.js';
import { recordBaseSchema, recordListQuerySchema, recordListSchema } from './fields.js';

/**
 * The digital asset form (spec 2 §3, §5): categories, statuses, reward programmes and the request schema.
 */
export const DIGITAL_ASSET_CATEGORIES = [
  { value: 'crypto', label: 'Cryptocurrency' },
  { value: 'domain', label: 'Domain Name' },
  { value: 'social', label: 'Social Media Account' },
  { value: 'subscription', label: 'Subscription Service' },
  { value: 'loyalty', label: 'Loyalty / Rewards Program' },
  { value: 'payment', label: 'Payment Account' },
  { value: 'other', label: 'Other Digital Asset' },
] as const;

export const DIGITAL_ASSET_STATUSES = [
  'active',
  'inactive',
  'legacy_contact_set',
  'pending_verification',
] as const;

/** The fixed list of 8 reward programmes (ids 1 to 8), as the spec's form holds them. */
export const REWARD_PROGRAMS = [
  { id: 1, name: 'Air New Zealand Airpoints', kind: 'airline' },
  { id: 2, name: 'Qantas Frequent Flyer', kind: 'airline' },
  { id: 3, name: 'Flybuys', kind: 'retail' },
  { id: 4, name: 'Farmers Club', kind: 'retail' },
  { id: 5, name: 'AA Smartfuel', kind: 'fuel' },
  { id: 6, name: 'Mobil Smiles', kind: 'fuel' },
  { id: 7, name: 'Accor Live Limitless', kind: 'hotel' },
  { id: 8, name: 'Columbus Coffee Card', kind: 'coffee' },
] as const;

export const DIGITAL_ASSET_TEXTS = {
  estateRequired: 'Estate ID is required',
  programRequired: 'Please select a rewards program',
  pointsPositive: 'Points balance must be a positive number',
  valuePositive: 'Estimated value must be a positive number',
  confirmDelete: 'Are you sure you want to delete this digital asset?',
  deleted: 'Digital asset deleted successfully',
} as const;

const categoryValues = DIGITAL_ASSET_CATEGORIES.map((c) => c.value) as unknown as [string, ...string[]];

/** The digital asset form; the loyalty-only fields are kept only for category loyalty (spec 2 §5). */
export const digitalAssetSchema = z
  .object({
    assetName: z
      .string({ message: 'Asset Name is required' })
      .trim()
      .min(1, { message: 'Asset Name is required' })
      .max(200),
    category: z.enum(categoryValues, { message: 'Please choose a category' }),
    platform: z
      .string({ message: 'Platform/Provider is required' })
      .trim()
      .min(1, { message: 'Platform/Provider is required' })
      .max(200),
    loginEmail: z.string().trim().max(254).nullable().default(null),
    accessInstructions: z.string().trim().max(4000).nullable().default(null),
    status: z.enum(DIGITAL_ASSET_STATUSES).default('active'),
    notes: z.string().trim().max(4000).nullable().default(null),
    // Bounded by their columns (integer, integer, numeric(14, 2)); the loyalty rules are below.
    rewardProgramId: z
      .number()
      .int({ message: DIGITAL_ASSET_TEXTS.programRequired })
      .min(-PG_INTEGER_MAX, { message: DIGITAL_ASSET_TEXTS.programRequired })
      .max(PG_INTEGER_MAX, { message: DIGITAL_ASSET_TEXTS.programRequired })
      .nullable()
      .default(null),
    pointsBalance: z
      .number()
      .min(-PG_INTEGER_MAX, { message: DIGITAL_ASSET_TEXTS.pointsPositive })
      .max(PG_INTEGER_MAX, {
        message: `Points balance must be ${PG_INTEGER_MAX.toLocaleString('en-NZ')} or less`,
      })
      .nullable()
      .default(null),
    estimatedValue: z
      .number()
      .min(-PG_NUMERIC_14_2_MAX, { message: DIGITAL_ASSET_TEXTS.valuePositive })
      .max(PG_NUMERIC_14_2_MAX, {
        message: `Estimated value must be $${PG_NUMERIC_14_2_MAX.toLocaleString('en-NZ')} or less`,
      })
      .nullable()
      .default(null),
    expiryDate: z.iso.date().nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.category !== 'loyalty') return;
    if (!v.rewardProgramId || !REWARD_PROGRAMS.some((p) => p.id === v.rewardProgramId))
      ctx.addIssue({
        code: 'custom',
        path: ['rewardProgramId'],
        message: DIGITAL_ASSET_TEXTS.programRequired,
      });
    if (v.pointsBalance !== null && (v.pointsBalance < 0 || !Number.isInteger(v.pointsBalance)))
      ctx.addIssue({ code: 'custom', path: ['pointsBalance'], message: DIGITAL_ASSET_TEXTS.pointsPositive });
    if (v.estimatedValue !== null && v.estimatedValue < 0)
      ctx.addIssue({ code: 'custom', path: ['estimatedValue'], message: DIGITAL_ASSET_TEXTS.valuePositive });
  })
  .transform((v) =>
    v.category === 'loyalty'
      ? v
      : { ...v, rewardProgramId: null, pointsBalance: null, estimatedValue: null, expiryDate: null },
  );

/* The answers, on the records kit. */

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
