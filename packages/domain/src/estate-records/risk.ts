import { z } from 'zod';
import {
  PRIORITIES,
  choice,
  optionalDate,
  optionalText,
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  type Option,
} from './fields.js';

export const RISK_CATEGORIES = [
  { value: 'legal', label: 'Legal' },
  { value: 'financial', label: 'Financial' },
  { value: 'compliance', label: 'Compliance' },
] as const satisfies readonly Option[];

/** Impact, likelihood and the level they give. */
export const RISK_LEVELS = PRIORITIES;
export type RiskLevel = (typeof RISK_LEVELS)[number]['value'];

export const RISK_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'mitigated', label: 'Mitigated' },
  { value: 'closed', label: 'Closed' },
] as const satisfies readonly Option[];

/**
 * The risk level (spec 2 §4): high only if impact and likelihood are both high, low only if both
 * are low, otherwise medium. Stored with its inputs on every write (decision 018).
 */
export function riskLevel(impact: RiskLevel, likelihood: RiskLevel): RiskLevel {
  if (impact === 'high' && likelihood === 'high') return 'high';
  if (impact === 'low' && likelihood === 'low') return 'low';
  return 'medium';
}

export const RISK_TEXTS = recordTexts('risk', 'risks', {
  emptyHint: 'Record what could hold the estate up: claims, debts, deadlines.',
});

export const riskInputSchema = z.object({
  title: requiredText('Risk'),
  description: optionalText('Description', 4000),
  category: choice(RISK_CATEGORIES, 'category'),
  impact: choice(RISK_LEVELS, 'impact'),
  likelihood: choice(RISK_LEVELS, 'likelihood'),
  status: choice(RISK_STATUSES, 'status'),
  owner: optionalText('Owner', 200),
  reviewDate: optionalDate('Review date'),
  mitigationPlan: optionalText('Mitigation plan', 4000),
});
export type RiskInput = z.input<typeof riskInputSchema>;

export const riskDtoSchema = recordBaseSchema.extend({
  title: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  impact: z.string(),
  likelihood: z.string(),
  /** `riskLevel(impact, likelihood)`. */
  level: z.string(),
  status: z.string(),
  owner: z.string().nullable(),
  reviewDate: z.string().nullable(),
  mitigationPlan: z.string().nullable(),
});
export type RiskDto = z.infer<typeof riskDtoSchema>;

export const riskListQuerySchema = recordListQuerySchema.extend({
  category: choice(RISK_CATEGORIES, 'category').optional(),
  level: choice(RISK_LEVELS, 'risk level').optional(),
});
/** The counts of high, medium and low risks. */
export const riskSummarySchema = z.object({
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
});
export type RiskSummary = z.infer<typeof riskSummarySchema>;
export const riskListSchema = recordListSchema(riskDtoSchema, riskSummarySchema);
