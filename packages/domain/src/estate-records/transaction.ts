import { z } from 'zod';
import {
  choice,
  dollarsToCents,
  optionalText,
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredDate,
  requiredMoney,
  requiredText,
  type Option,
} from './fields.js';
import { reversalLinkSchema } from '../estate-money/ledger.js';

/*
 * Estate Financials (spec 2 §2, issue 14): the estate's ledger of income and expenses. The amount is
 * positive and the type gives its direction; a reversal (decision 070) carries the original's type
 * and the negative of its amount, so every total nets it. Only completed transactions count in the totals.
 */

export const TRANSACTION_TYPES = [
  { value: 'income', label: 'Income' },
  { value: 'expense', label: 'Expense' },
] as const satisfies readonly Option[];
export type TransactionType = (typeof TRANSACTION_TYPES)[number]['value'];

/** The spec's three (Asset Sale, Legal Fees, Tax) and what else an estate in New Zealand pays or gets. */
export const TRANSACTION_CATEGORIES = [
  { value: 'asset_sale', label: 'Asset Sale' },
  { value: 'bank_interest', label: 'Bank Interest' },
  { value: 'dividends', label: 'Dividends' },
  { value: 'rent', label: 'Rental Income' },
  { value: 'refund', label: 'Refund' },
  { value: 'other_income', label: 'Other Income' },
  { value: 'legal_fees', label: 'Legal Fees' },
  { value: 'tax', label: 'Tax' },
  { value: 'funeral_costs', label: 'Funeral Costs' },
  { value: 'rates', label: 'Rates' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'utilities', label: 'Utilities' },
  { value: 'valuation_fees', label: 'Valuation Fees' },
  { value: 'bank_fees', label: 'Bank Fees' },
  { value: 'maintenance', label: 'Property Maintenance' },
  { value: 'other_expense', label: 'Other Expense' },
] as const satisfies readonly Option[];
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number]['value'];

export const TRANSACTION_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const satisfies readonly Option[];

export const TRANSACTION_SOURCES = [
  { value: 'manual', label: 'Entered' },
  { value: 'import', label: 'Bank statement' },
] as const satisfies readonly Option[];

export const TRANSACTION_TEXTS = recordTexts('transaction', 'transactions', {
  add: 'New Transaction',
  emptyHint: 'Record what the estate receives and pays, or import a bank statement.',
});

export const transactionInputSchema = z.object({
  occurredOn: requiredDate('Date'),
  type: choice(TRANSACTION_TYPES, 'type'),
  description: requiredText('Description'),
  category: choice(TRANSACTION_CATEGORIES, 'category'),
  reference: optionalText('Reference', 100),
  amount: requiredMoney('Amount').refine((v) => String(v).trim() === '' || dollarsToCents(v) !== 0, {
    message: 'Amount must be more than $0.00 (the type says whether it is income or an expense)',
  }),
  status: choice(TRANSACTION_STATUSES, 'status'),
  notes: optionalText('Notes', 4000),
});
export type TransactionInput = z.input<typeof transactionInputSchema>;

export const transactionDtoSchema = recordBaseSchema.extend({
  occurredOn: z.string(),
  type: z.string(),
  description: z.string(),
  category: z.string(),
  reference: z.string().nullable(),
  /** Positive, `type` saying income or expense; a reversal's is negative (decision 070). */
  amountCents: z.number().int(),
  status: z.string(),
  /** manual, or import (from a bank statement). */
  source: z.string(),
  notes: z.string().nullable(),
  /** A reversal: the transaction it reverses, and why. */
  reversesId: z.string().nullable(),
  reversalReason: z.string().nullable(),
  /** An original that has been reversed: its reversal's id, date and reason. */
  reversedBy: reversalLinkSchema.nullable(),
  /** Why it cannot be changed or deleted (`transactionLock`); null when it can. */
  lockedReason: z.string().nullable(),
});
export type TransactionDto = z.infer<typeof transactionDtoSchema>;

export const transactionListQuerySchema = recordListQuerySchema.extend({
  category: choice(TRANSACTION_CATEGORIES, 'category').optional(),
  type: choice(TRANSACTION_TYPES, 'type').optional(),
  status: choice(TRANSACTION_STATUSES, 'status').optional(),
});

/**
 * The cards: income, expenses and their balance over the completed transactions of the estate
 * (whatever is searched or filtered), and how many are pending and so not counted yet.
 */
export const transactionSummarySchema = z.object({
  incomeCents: z.number().int(),
  expenseCents: z.number().int(),
  balanceCents: z.number().int(),
  pendingCount: z.number().int(),
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;
export const transactionListSchema = recordListSchema(transactionDtoSchema, transactionSummarySchema);
export type TransactionList = z.infer<typeof transactionListSchema>;

/** A transaction's amount signed by its type: income positive, an expense negative. */
export const signedCents = (t: { type: string; amountCents: number }) =>
  t.type === 'expense' ? -t.amountCents : t.amountCents;
