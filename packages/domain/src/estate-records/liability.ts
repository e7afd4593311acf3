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
  requiredText,
  type Option,
} from './fields.js';

export const LIABILITY_TYPES = [
  { value: 'mortgage', label: 'Mortgage' },
  { value: 'loan', label: 'Loan' },
  { value: 'credit', label: 'Credit card' },
  { value: 'tax', label: 'Tax' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const LIABILITY_TEXTS = recordTexts('liability', 'liabilities', {
  emptyHint: 'List what the estate owes: mortgages, loans, cards, tax.',
});

export const liabilityInputSchema = z.object({
  name: requiredText('Name'),
  type: choice(LIABILITY_TYPES, 'type'),
  amount: requiredMoney('Amount'),
  creditor: optionalText('Creditor', 200),
  dueDate: optionalDate('Due date'),
  notes: optionalText('Notes', 4000),
});
export type LiabilityInput = z.input<typeof liabilityInputSchema>;

export const liabilityDtoSchema = recordBaseSchema.extend({
  /** Where it came from, when an organisation reported it through NotifyFlow (issue 44); else null. */
  evidence: z.string().nullable(),
  name: z.string(),
  type: z.string(),
  amountCents: z.number().int(),
  creditor: z.string().nullable(),
  dueDate: z.string().nullable(),
  notes: z.string().nullable(),
});
export type LiabilityDto = z.infer<typeof liabilityDtoSchema>;

export const liabilityListQuerySchema = recordListQuerySchema.extend({
  type: choice(LIABILITY_TYPES, 'type').optional(),
});
export const liabilitySummarySchema = z.object({ count: z.number().int(), totalCents: z.number().int() });
export const liabilityListSchema = recordListSchema(liabilityDtoSchema, liabilitySummarySchema);
export type LiabilityList = z.infer<typeof liabilityListSchema>;
