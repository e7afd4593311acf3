import { z } from 'zod';
import { nzLongDate, nzToday } from '../dates.js';
import { optionalDate, requiredDate } from '../estate-records/fields.js';

/*
 * Money that corrects, never rewrites (issue 41, decision 070). What the estate's books have
 * recorded as done stays as it was recorded: a transaction from a bank statement, a paid
 * distribution, a reversal and what it reverses, and anything dated in a closed period. A mistake in
 * one is corrected by a reversal: an entry of the opposite sign on the same ledger, linked to the
 * original, with a reason. The rules are here, once, so the API refuses by them (the records kit's
 * hooks) and the screens explain by them (each record's `lockedReason`).
 */

/** The shortest reason a reversal or a reopening takes: a word or two, never an empty box. */
export const CORRECTION_REASON_MIN = 5;
export const CORRECTION_REASON_MAX = 500;

/** One check for an empty and a short reason alike, so a 400 names the field once. */
const reasonOf = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(CORRECTION_REASON_MIN, {
      message: `${label} is required: say what was wrong (at least ${CORRECTION_REASON_MIN} characters)`,
    })
    .max(CORRECTION_REASON_MAX, {
      message: `${label} must be ${CORRECTION_REASON_MAX} characters or fewer`,
    });

/** POST …/transactions/:id/reversal and …/distributions/:id/reversal. */
export const reversalInputSchema = z.object({
  reason: reasonOf('Reason'),
  /** The reversal's own date (today in New Zealand when none is given); not before the original's. */
  date: optionalDate('Date'),
});
export type ReversalInput = z.input<typeof reversalInputSchema>;

/** POST /api/estates/:estateId/periods/close. */
export const periodCloseInputSchema = z.object({
  throughDate: requiredDate('Close through'),
});
export type PeriodCloseInput = z.input<typeof periodCloseInputSchema>;

/** POST /api/estates/:estateId/periods/reopen. */
export const periodReopenInputSchema = z.object({
  reason: reasonOf('Reason'),
  /** The date the books were closed through when the person read them (many hands: 409 if it moved). */
  closedThrough: requiredDate('Closed through'),
});
export type PeriodReopenInput = z.input<typeof periodReopenInputSchema>;

/** One closing of the books, and its reopening once reopened. */
export const ledgerPeriodSchema = z.object({
  id: z.string(),
  throughDate: z.string(),
  closedAt: z.string(),
  closedByName: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenedByName: z.string().nullable(),
  reopenReason: z.string().nullable(),
});
export type LedgerPeriod = z.infer<typeof ledgerPeriodSchema>;

/** GET /api/estates/:estateId/periods: how far the books are closed, and every close and reopen. */
export const ledgerPeriodsSchema = z.object({
  /** Entries dated on or before this are refused until the period is reopened; null when open. */
  closedThrough: z.string().nullable(),
  /** Newest first. */
  history: z.array(ledgerPeriodSchema),
  /**
   * Whether this person may close and reopen the books: an admin, the estate's lawyers, and its
   * executor only while no lawyer acts on the estate.
   */
  mayClose: z.boolean(),
});
export type LedgerPeriods = z.infer<typeof ledgerPeriodsSchema>;

/** A correction's link, as a ledger entry answers it. */
export const reversalLinkSchema = z.object({
  /** The reversal (on an original) or the original (on a reversal). */
  id: z.string(),
  /** The reversal's date. */
  date: z.string(),
  reason: z.string(),
});
export type ReversalLink = z.infer<typeof reversalLinkSchema>;

export const LEDGER_TEXTS = {
  reverseHint: 'Record a reversal instead (Reverse, with a reason), then enter the correct entry.',
  importedTransaction:
    'This transaction came from a bank statement, so it cannot be changed or deleted. Record a reversal instead (Reverse, with a reason), then enter the correct transaction.',
  paidDistribution:
    'This distribution has been paid, so it cannot be changed or deleted. Record a reversal instead (Reverse, with a reason), then record the correct payment.',
  reversed: (what: 'transaction' | 'distribution') =>
    `This ${what} has been reversed, so it cannot be changed or deleted. Record a new ${what} if one is needed.`,
  isReversal: (what: 'transaction' | 'distribution') =>
    `This is a reversal, so it cannot be changed, deleted or reversed. If the reversal was a mistake, record the ${what} again.`,
  closed: (closedThrough: string) =>
    `The books are closed through ${nzLongDate(closedThrough)}: entries dated then or earlier cannot be added, changed or deleted. Record a reversal dated after ${nzLongDate(closedThrough)}, or reopen the period with a reason.`,
  notReversibleTransaction:
    'Only a completed transaction can be reversed. A pending or cancelled one counts in no total: change it instead.',
  notReversibleDistribution:
    'Only a paid distribution can be reversed. A planned, approved or disputed one has not been paid: change it instead.',
  alreadyReversed: (date: string) => `This entry was already reversed on ${nzLongDate(date)}.`,
  reversalBeforeOriginal: (date: string) =>
    `A reversal cannot be dated before the entry it reverses (${nzLongDate(date)}).`,
  reversalInFuture: 'A reversal cannot be dated in the future.',
  closeInFuture: 'The books can be closed only through today or an earlier date.',
  alreadyClosed: (closedThrough: string) =>
    `The books are already closed through ${nzLongDate(closedThrough)}. To close them through an earlier date, reopen the period first (with a reason).`,
  notClosed: 'The books are not closed, so there is nothing to reopen.',
  lawyerKeepsBooks:
    'Only the estate’s lawyer can close or reopen its books. Ask them to, if a period needs closing or reopening.',
  closedSince: (closedThrough: string) =>
    `Someone has changed the books since you looked: they are now closed through ${closedThrough}. Check the entries, then reopen again.`,
} as const;

/** Dated on or before the date the books are closed through. */
export const inClosedPeriod = (date: string | null | undefined, closedThrough: string | null): boolean =>
  !!date && !!closedThrough && date <= closedThrough;

/** A transaction as the rules need it. */
export interface LedgerTransactionState {
  source: string;
  occurredOn: string;
  /** It is itself a reversal. */
  reversesId: string | null;
  /** It has been reversed. */
  isReversed: boolean;
}

/**
 * Why a transaction cannot be changed or deleted (the message a 409 answers and the screen shows),
 * or null when it can.
 */
export function transactionLock(t: LedgerTransactionState, closedThrough: string | null): string | null {
  if (t.reversesId) return LEDGER_TEXTS.isReversal('transaction');
  if (t.isReversed) return LEDGER_TEXTS.reversed('transaction');
  if (inClosedPeriod(t.occurredOn, closedThrough)) return LEDGER_TEXTS.closed(closedThrough!);
  if (t.source === 'import') return LEDGER_TEXTS.importedTransaction;
  return null;
}

/** A distribution as the rules need it. */
export interface LedgerDistributionState {
  status: string;
  completedDate: string | null;
  reversesId: string | null;
  isReversed: boolean;
}

/** Why a distribution cannot be changed or deleted, or null when it can. */
export function distributionLock(d: LedgerDistributionState, closedThrough: string | null): string | null {
  if (d.reversesId) return LEDGER_TEXTS.isReversal('distribution');
  if (d.isReversed) return LEDGER_TEXTS.reversed('distribution');
  if (d.status !== 'paid') return null;
  if (inClosedPeriod(d.completedDate, closedThrough)) return LEDGER_TEXTS.closed(closedThrough!);
  return LEDGER_TEXTS.paidDistribution;
}

/** The date a reversal takes: the one given, else today in New Zealand. */
export const reversalDateOf = (
  input: { date?: string | null | undefined },
  now: Date = new Date(),
): string => (input.date ? input.date : nzToday(now));
