import { dollarsToCents } from '@estate/domain';

/** What a typed amount became: whole cents, or why it is not an amount. */
export type AmountResult = { cents: number } | { error: string };

export const MONEY_TEXTS = {
  required: 'Enter the balance, such as 12,480.33.',
  notAmount: 'Enter an amount in dollars and cents, such as 12,480.33.',
  minus: 'Type the amount without a minus sign, and tick “This is a debt” for money owed to you.',
} as const;

/**
 * A balance as a bank officer types it ("12,480.33", "$351.20", "1234") to integer cents with string
 * arithmetic (never a float), negative when `isDebt`. The amount is always typed as a positive number:
 * a debt is said by its checkbox, so a sign is never lost or doubled by a stray minus.
 */
export function amountToCents(text: string, isDebt: boolean): AmountResult {
  const typed = text.trim();
  if (typed === '') return { error: MONEY_TEXTS.required };
  if (/^[-−–(]/.test(typed)) return { error: MONEY_TEXTS.minus };
  const cents = dollarsToCents(typed);
  if (cents === null) return { error: MONEY_TEXTS.notAmount };
  // 0 stays 0, never -0 (which JSON sends as 0 anyway, but compares oddly).
  return { cents: isDebt && cents !== 0 ? -cents : cents };
}

/** An optional amount of 0 or more (a release limit): null when left empty. */
export function optionalAmountToCents(text: string): AmountResult | null {
  if (text.trim() === '') return null;
  return amountToCents(text, false);
}
