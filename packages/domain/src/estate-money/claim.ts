import { z } from 'zod';
import {
  choice,
  optionalDate,
  optionalText,
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  type Option,
} from '../estate-records/fields.js';

/*
 * The estate's claims register (issue 14): Family Protection Act and Testamentary Promises claims,
 * notices of intended claim, and the surviving partner's Property (Relationships) Act option. What
 * holds a distribution is `distributionHold` (distribution-hold.ts); a notice's lapse date and
 * "lapsed" are computed when read, never stored.
 */

export const CLAIM_KINDS = [
  { value: 'family_protection', label: 'Family Protection Act claim' },
  { value: 'testamentary_promises', label: 'Testamentary Promises claim' },
  { value: 'intended_claim_notice', label: 'Notice of intended claim' },
  { value: 'relationship_property', label: 'Property (Relationships) Act option' },
] as const satisfies readonly Option[];

export const CLAIM_STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'settled', label: 'Settled' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'dismissed', label: 'Dismissed' },
] as const satisfies readonly Option[];

/** The surviving partner's choice (Property (Relationships) Act 1976, s61). */
export const RELATIONSHIP_OPTIONS = [
  { value: 'a', label: 'Option A: divide the relationship property' },
  { value: 'b', label: 'Option B: take under the will or intestacy' },
] as const satisfies readonly Option[];

export const CLAIM_TEXTS = recordTexts('claim', 'claims', {
  singular: 'Claim',
  add: 'Add Entry',
  edit: 'Edit Entry',
  created: 'Entry added',
  updated: 'Entry updated',
  deleted: 'Entry deleted',
  confirmDelete: 'Are you sure you want to delete this entry from the claims register?',
  notFound: 'Entry not found',
  empty: 'No claims or notices recorded',
  emptyHint:
    "Record each Family Protection or Testamentary Promises claim, notice of intended claim, and the surviving partner's Property (Relationships) Act choice.",
});

export const claimInputSchema = z
  .object({
    kind: choice(CLAIM_KINDS, 'kind'),
    claimant: requiredText('Claimant'),
    receivedDate: optionalDate('Date received'),
    filedDate: optionalDate('Date filed'),
    status: choice(CLAIM_STATUSES, 'status'),
    /** Property (Relationships) Act entries only (ignored for the other kinds). */
    relationshipOption: z
      .union([z.literal(''), z.enum(['a', 'b'])], { message: 'Please choose option A or B' })
      .nullish(),
    optionDate: optionalDate('Date chosen'),
    notes: optionalText('Notes', 4000),
  })
  .superRefine((v, ctx) => {
    // A notice's three months run from the day it is received: without it, it could never lapse.
    if (v.kind === 'intended_claim_notice' && !v.receivedDate)
      ctx.addIssue({
        code: 'custom',
        path: ['receivedDate'],
        message: 'Date received is required for a notice (it lapses three months after)',
      });
  });
export type ClaimInput = z.input<typeof claimInputSchema>;

export const claimDtoSchema = recordBaseSchema.extend({
  kind: z.string(),
  claimant: z.string(),
  receivedDate: z.string().nullable(),
  filedDate: z.string().nullable(),
  status: z.string(),
  relationshipOption: z.string().nullable(),
  optionDate: z.string().nullable(),
  notes: z.string().nullable(),
  /** A notice of intended claim not yet filed: the day it lapses (received + 3 months). */
  lapsesOn: z.string().nullable(),
  /** That day has come (computed when read). */
  lapsed: z.boolean(),
});
export type ClaimDto = z.infer<typeof claimDtoSchema>;

export const claimListQuerySchema = recordListQuerySchema.extend({
  kind: choice(CLAIM_KINDS, 'kind').optional(),
  status: choice(CLAIM_STATUSES, 'status').optional(),
});
/** Open Family Protection and Testamentary Promises claims; notices still running and those lapsed (open ones). */
export const claimSummarySchema = z.object({
  total: z.number().int(),
  openClaims: z.number().int(),
  noticesRunning: z.number().int(),
  lapsedNotices: z.number().int(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;
export const claimListSchema = recordListSchema(claimDtoSchema, claimSummarySchema);
