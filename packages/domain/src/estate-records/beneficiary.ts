import { z } from 'zod';
import {
  choice,
  optionalEmail,
  optionalText,
  percentToBasisPoints,
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  type Option,
} from './fields.js';

export const BENEFICIARY_STATUSES = [
  { value: 'verified', label: 'Verified' },
  { value: 'pending', label: 'Pending' },
  { value: 'unverified', label: 'Unverified' },
] as const satisfies readonly Option[];
export type BeneficiaryStatus = (typeof BENEFICIARY_STATUSES)[number]['value'];

export const BENEFICIARY_TEXTS = recordTexts('beneficiary', 'beneficiaries', {
  emptyHint: 'Add the people who inherit under the will or the intestacy rules.',
});

const SHARE_MESSAGE = 'Share must be a percentage from 0 to 100 with at most two decimals, like 12.50';

/** A beneficiary as the form and the API take it. Shares are exact: basis points in the database. */
export const beneficiaryInputSchema = z.object({
  fullName: requiredText('Full name'),
  relationship: optionalText('Relationship', 100),
  email: optionalEmail(),
  phone: optionalText('Phone', 50),
  address: optionalText('Address', 500),
  sharePercent: z
    .union([z.string().max(20), z.number()], { message: SHARE_MESSAGE })
    .refine((v) => String(v).trim() === '' || percentToBasisPoints(v) !== null, { message: SHARE_MESSAGE })
    .nullish(),
  status: choice(BENEFICIARY_STATUSES, 'status').default('unverified'),
  notes: optionalText('Notes', 4000),
});
export type BeneficiaryInput = z.input<typeof beneficiaryInputSchema>;

export const beneficiaryDtoSchema = recordBaseSchema.extend({
  fullName: z.string(),
  relationship: z.string().nullable(),
  /** Contact details and notes: null for a beneficiary reading someone else's (decision 007). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** "12.50"; null when not yet known. */
  sharePercent: z.string().nullable(),
  status: z.string(),
  notes: z.string().nullable(),
  /** This beneficiary is the signed-in user. */
  isMe: z.boolean(),
});
export type BeneficiaryDto = z.infer<typeof beneficiaryDtoSchema>;

export const beneficiaryListQuerySchema = recordListQuerySchema.extend({
  status: choice(BENEFICIARY_STATUSES, 'status').optional(),
});
export const beneficiarySummarySchema = z.object({
  count: z.number().int(),
  /** How many estates the listed beneficiaries belong to. */
  estates: z.number().int(),
  /**
   * The shares given so far, "87.50", when the list is of one estate; null across estates (a sum of
   * several estates' shares means nothing).
   */
  sharedPercent: z.string().nullable(),
});
export const beneficiaryListSchema = recordListSchema(beneficiaryDtoSchema, beneficiarySummarySchema);
export type BeneficiaryList = z.infer<typeof beneficiaryListSchema>;
