import { z } from 'zod';
import {
  choice,
  optionalDate,
  optionalText,
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredMoney,
  type Option,
} from '../estate-records/fields.js';
import { reversalLinkSchema } from './ledger.js';

/*
 * Estate Distribution (spec 2 §2, issue 14): what each beneficiary is given, planned and paid. Saving
 * one as paid while `distributionHold` says it is not safe needs a lawyer's or admin's written
 * override (`distribution:override`), stored and audited.
 */

export const DISTRIBUTION_TYPES = [
  { value: 'interim', label: 'Interim' },
  { value: 'final', label: 'Final' },
  { value: 'specific_legacy', label: 'Specific Legacy' },
  { value: 'residuary', label: 'Residuary' },
] as const satisfies readonly Option[];

export const DISTRIBUTION_STATUSES = [
  { value: 'planned', label: 'Planned' },
  { value: 'approved', label: 'Approved' },
  { value: 'paid', label: 'Paid' },
  { value: 'disputed', label: 'Disputed' },
] as const satisfies readonly Option[];

/** The shortest written reason an override takes. */
export const OVERRIDE_REASON_MIN = 10;

export const DISTRIBUTION_TEXTS = recordTexts('distribution', 'distributions', {
  add: 'New Distribution',
  emptyHint: 'Plan what each beneficiary receives: specific legacies, interim and final distributions.',
});

export const distributionInputSchema = z.object({
  beneficiaryId: z.uuid({ message: 'Please choose a beneficiary' }),
  type: choice(DISTRIBUTION_TYPES, 'type'),
  amount: requiredMoney('Amount'),
  status: choice(DISTRIBUTION_STATUSES, 'status'),
  plannedDate: optionalDate('Planned date'),
  completedDate: optionalDate('Completed date'),
  notes: optionalText('Notes', 4000),
  /**
   * Paying before it is safe: the lawyer's or admin's written reason (only read when the save needs
   * an override; the API then requires it).
   */
  overrideReason: optionalText('Override reason', 2000).refine(
    (v) => !v || v.trim().length >= OVERRIDE_REASON_MIN,
    { message: `Override reason must be at least ${OVERRIDE_REASON_MIN} characters` },
  ),
});
export type DistributionInput = z.input<typeof distributionInputSchema>;

export const distributionDtoSchema = recordBaseSchema.extend({
  beneficiaryId: z.string(),
  beneficiaryName: z.string(),
  type: z.string(),
  amountCents: z.number().int(),
  status: z.string(),
  plannedDate: z.string().nullable(),
  completedDate: z.string().nullable(),
  notes: z.string().nullable(),
  /** Paid before it was safe: the written reason, who allowed it and when; null otherwise. */
  overrideReason: z.string().nullable(),
  overriddenByName: z.string().nullable(),
  overriddenAt: z.string().nullable(),
  /** Flags for the table: planned before the s47 date or before a grant (`distributionWarnings`). */
  warnings: z.array(z.string()),
  /** A reversal (paid, of the negative amount): the distribution it reverses, and why (decision 070). */
  reversesId: z.string().nullable(),
  reversalReason: z.string().nullable(),
  /** A paid distribution that has been reversed: its reversal's id, date and reason. */
  reversedBy: reversalLinkSchema.nullable(),
  /** Why it cannot be changed or deleted (`distributionLock`); null when it can. */
  lockedReason: z.string().nullable(),
});
export type DistributionDto = z.infer<typeof distributionDtoSchema>;

export const distributionListQuerySchema = recordListQuerySchema.extend({
  type: choice(DISTRIBUTION_TYPES, 'type').optional(),
  status: choice(DISTRIBUTION_STATUSES, 'status').optional(),
});
/**
 * The cards: Total Distributed (sum paid), Pending (sum of planned and approved: both are still to be
 * paid), Beneficiaries (distinct), Disputed (sum disputed).
 */
export const distributionSummarySchema = z.object({
  count: z.number().int(),
  paidCents: z.number().int(),
  pendingCents: z.number().int(),
  beneficiaries: z.number().int(),
  disputedCents: z.number().int(),
});
export type DistributionSummary = z.infer<typeof distributionSummarySchema>;
export const distributionListSchema = recordListSchema(distributionDtoSchema, distributionSummarySchema);

/** GET /api/estates/:estateId/distribution-hold: whether a distribution may be paid today. */
export const distributionHoldSchema = z.object({
  safe: z.boolean(),
  protectedFrom: z.string().nullable(),
  reasons: z.array(z.string()),
  /** Today in New Zealand, as the answer was given. */
  today: z.string(),
});
export type DistributionHoldDto = z.infer<typeof distributionHoldSchema>;
