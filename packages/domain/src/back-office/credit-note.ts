/**
 * Credit notes (decision 081): how an issued tax invoice is corrected. A New Zealand tax invoice
 * stays as issued (decision 072); a correction is supply correction information (GST Act 1985
 * s19E): the supplier's name and GST number, the invoice it corrects, the date, and the correction
 * with its GST. A credit note credits the invoice in full or in part, with a reason, and has its own
 * number ("CN-000001"). Money is integer cents; the amounts credited are positive.
 */
import { z } from 'zod';
import { dollarsToCents, optionalMoney } from '../estate-records/fields.js';
import { GST_RATE_PERCENT } from './billing.js';

const isoDate = z.iso.date();
const cents = z.number().int();

/** One credit note as the invoice page shows it. */
export const creditNoteDtoSchema = z.object({
  id: z.uuid(),
  /** "CN-000001". */
  number: z.string(),
  issueDate: isoDate,
  reason: z.string(),
  /** Credited, excluding GST. */
  subtotalCents: cents,
  gstCents: cents,
  /** Credited, including GST. */
  totalCents: cents,
  /** Who made it; null when their account is gone. */
  createdByName: z.string().nullable(),
});
export type CreditNoteDto = z.infer<typeof creditNoteDtoSchema>;

/** POST /api/admin/invoices/:id/credit-notes */
export const creditNoteInputSchema = z.object({
  reason: z
    .string({ message: 'Say why the invoice is being corrected' })
    .trim()
    .min(5, 'Say why the invoice is being corrected (5 characters or more)')
    .max(500, 'Keep the reason to 500 characters or fewer'),
  /** Including GST; empty or left out credits what is left of the invoice (in full, at first). */
  amount: optionalMoney('Amount to credit'),
});
export type CreditNoteInput = z.infer<typeof creditNoteInputSchema>;

/** "CN-000003" for the third credit note. */
export function creditNoteNumberOf(sequenceValue: number): string {
  return `CN-${String(sequenceValue).padStart(6, '0')}`;
}

export interface CreditAmounts {
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
}

export const CREDIT_NOTE_TEXTS = {
  draft: 'A draft is not a tax invoice, so there is nothing to credit: change or delete the draft instead.',
  fullyCredited: (number: string) => `Invoice ${number} has already been credited in full.`,
  nothingToPay: (number: string) =>
    `Invoice ${number} has been credited in full, so nothing is owed on it and it cannot be marked paid.`,
  tooMuch: (left: string) =>
    `The amount to credit cannot be more than what is left of the invoice (${left}).`,
  notPositive: 'The amount to credit must be more than $0.00.',
  made: (creditNote: string, invoice: string) => `Credit note ${creditNote} issued for invoice ${invoice}`,
  question: (number: string, left: string) =>
    `Issue a credit note for invoice ${number}? It gets the next credit note number and today as its date, and it cannot be changed or deleted. Up to ${left} can be credited.`,
  title: 'Credit note',
} as const;

/**
 * What a credit note of `input` (cents including GST, or null for all of what is left) credits, given
 * what is left of the invoice: the remainder exactly when it credits all of it, else the GST
 * included in the amount (3/23 of it, rounded half up to the cent) and the rest excluding GST.
 * 'zero' or 'too-much' when `amountCents` is not a credit the invoice allows.
 */
export function creditAmounts(
  left: CreditAmounts,
  amountCents: number | null,
): CreditAmounts | 'zero' | 'too-much' {
  if (amountCents === null || amountCents === left.totalCents) return { ...left };
  if (amountCents <= 0) return 'zero';
  if (amountCents > left.totalCents) return 'too-much';
  // GST included in a GST-inclusive amount: amount × rate / (100 + rate), half up, in integers.
  const rate = GST_RATE_PERCENT;
  const gstCents = Math.floor((amountCents * rate * 2 + (100 + rate)) / ((100 + rate) * 2));
  return { subtotalCents: amountCents - gstCents, gstCents, totalCents: amountCents };
}

/** The amount field as cents, or null when left empty. */
export const creditAmountCentsOf = (amount: CreditNoteInput['amount']): number | null =>
  amount == null || String(amount).trim() === '' ? null : dollarsToCents(amount);
