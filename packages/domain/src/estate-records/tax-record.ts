/**
 * Tax Management (spec 2 §2): the estate's returns and payments to Inland Revenue, across the
 * estates. "Overdue" is past the due date and not paid, as of today in New Zealand: computed when
 * read (isOverdue, and overdueSql in the API), never stored. New Zealand has had no estate duty
 * since 1993, so the spec's "Estate Duty" type is not offered (decision 019).
 */
import { z } from 'zod';
import { isOverdue } from '../dates.js';
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

/** The New Zealand returns and payments an estate deals with (nz-estate-facts.md). */
export const TAX_TYPES = [
  { value: 'ir3', label: 'Date-of-death income return (IR3)' },
  { value: 'ir6', label: 'Estate income return (IR6)' },
  { value: 'gst', label: 'GST' },
  { value: 'provisional', label: 'Provisional tax' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

/** Why there is no "Estate Duty" type: shown with the type choice. */
export const NO_ESTATE_DUTY_HINT = 'New Zealand has had no estate duty since 1993.';

/** What is stored. */
export const TAX_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'paid', label: 'Paid' },
] as const satisfies readonly Option[];

/** What is shown and filtered: overdue is past its due date and not paid. */
export const TAX_EFFECTIVE_STATUSES = [
  ...TAX_STATUSES,
  { value: 'overdue', label: 'Overdue' },
] as const satisfies readonly Option[];

export const TAX_TEXTS = recordTexts('tax record', 'tax records', {
  add: 'New Tax Record',
  emptyHint: 'Record the returns and payments to Inland Revenue: the IR3 to the date of death, IR6 returns.',
});

export const taxRecordInputSchema = z.object({
  reference: requiredText('Reference', 100),
  type: choice(TAX_TYPES, 'type'),
  period: optionalText('Period', 50),
  amount: requiredMoney('Amount'),
  dueDate: optionalDate('Due date'),
  status: choice(TAX_STATUSES, 'status'),
  notes: optionalText('Notes', 4000),
});
export type TaxRecordInput = z.input<typeof taxRecordInputSchema>;

export const taxRecordDtoSchema = recordBaseSchema.extend({
  reference: z.string(),
  type: z.string(),
  period: z.string().nullable(),
  amountCents: z.number().int(),
  dueDate: z.string().nullable(),
  /** pending, submitted, paid, or overdue (past its due date and not paid, today in New Zealand). */
  status: z.string(),
  notes: z.string().nullable(),
});
export type TaxRecordDto = z.infer<typeof taxRecordDtoSchema>;

export const taxRecordListQuerySchema = recordListQuerySchema.extend({
  type: choice(TAX_TYPES, 'type').optional(),
  status: choice(TAX_EFFECTIVE_STATUSES, 'status').optional(),
});

/**
 * The cards: sums of the amounts in cents. Each record counts in exactly one: an overdue record
 * (pending or submitted, past its due date) is in Overdue, not also in Pending or Submitted.
 */
export const taxRecordSummarySchema = z.object({
  paidCents: z.number().int(),
  pendingCents: z.number().int(),
  submittedCents: z.number().int(),
  overdueCents: z.number().int(),
});
export type TaxRecordSummary = z.infer<typeof taxRecordSummarySchema>;
export const taxRecordListSchema = recordListSchema(taxRecordDtoSchema, taxRecordSummarySchema);

/** The status shown: overdue when not paid past its due date, as of `today` in New Zealand. */
export function taxStatusOf(
  record: { status: string; dueDate: string | null },
  today?: string,
): 'pending' | 'submitted' | 'paid' | 'overdue' {
  if (record.status === 'paid') return 'paid';
  if (isOverdue(record.dueDate, false, today)) return 'overdue';
  return record.status === 'submitted' ? 'submitted' : 'pending';
}
