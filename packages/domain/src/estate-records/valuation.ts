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
  requiredDate,
  requiredMoney,
  type Option,
} from './fields.js';

export const VALUATION_TYPES = [
  { value: 'professional', label: 'Professional' },
  { value: 'market', label: 'Market' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'tax', label: 'Tax' },
] as const satisfies readonly Option[];

export const VALUATION_TEXTS = recordTexts('valuation', 'valuations', {
  add: 'New Valuation',
  emptyHint: 'Record a valuation of one of the estate’s assets.',
});

export const valuationInputSchema = z.object({
  assetId: z.uuid({ message: 'Please choose an asset' }),
  value: requiredMoney('Value'),
  previousValue: optionalMoney('Previous value'),
  type: choice(VALUATION_TYPES, 'type'),
  appraiser: optionalText('Appraiser', 200),
  valuedOn: requiredDate('Valuation date'),
  nextReviewOn: optionalDate('Next review date'),
  notes: optionalText('Notes', 4000),
});
export type ValuationInput = z.input<typeof valuationInputSchema>;

export const valuationDtoSchema = recordBaseSchema.extend({
  assetId: z.string().nullable(),
  /** The asset's name now, or as it was when valued if the asset has since been removed. */
  assetName: z.string(),
  valueCents: z.number().int(),
  previousValueCents: z.number().int().nullable(),
  changeCents: z.number().int().nullable(),
  /** Against the previous value, one decimal ("12.3", "-4.0"); null without a previous value. */
  changePercent: z.string().nullable(),
  type: z.string(),
  appraiser: z.string().nullable(),
  valuedOn: z.string(),
  nextReviewOn: z.string().nullable(),
  notes: z.string().nullable(),
});
export type ValuationDto = z.infer<typeof valuationDtoSchema>;

export const valuationListQuerySchema = recordListQuerySchema.extend({
  type: choice(VALUATION_TYPES, 'type').optional(),
  assetId: z.uuid({ message: 'Please choose an asset' }).optional(),
});
export const valuationSummarySchema = z.object({
  count: z.number().int(),
  totalValueCents: z.number().int(),
  /** Over the valuations with a previous value. */
  totalChangeCents: z.number().int(),
  /** Two decimals ("4.25"); null when no valuation has a previous value. */
  changePercent: z.string().nullable(),
});
export const valuationListSchema = recordListSchema(valuationDtoSchema, valuationSummarySchema);
export type ValuationList = z.infer<typeof valuationListSchema>;

/**
 * The change from `previous` to `value` in percent with `decimals` places, rounded half away from
 * zero in integer arithmetic ("12.3"); null without a previous value or from zero.
 */
export function changePercent(
  valueCents: number,
  previousCents: number | null,
  decimals: 1 | 2,
): string | null {
  if (previousCents === null || previousCents === 0) return null;
  const scale = 10 ** decimals;
  const numerator = BigInt(valueCents - previousCents) * BigInt(100 * scale);
  const denominator = BigInt(previousCents);
  const negative = numerator < 0n !== denominator < 0n;
  const absNum = numerator < 0n ? -numerator : numerator;
  const absDen = denominator < 0n ? -denominator : denominator;
  const rounded = (absNum * 2n + absDen) / (absDen * 2n);
  const whole = rounded / BigInt(scale);
  const fraction = String(rounded % BigInt(scale)).padStart(decimals, '0');
  return `${negative && rounded !== 0n ? '-' : ''}${whole}.${fraction}`;
}
