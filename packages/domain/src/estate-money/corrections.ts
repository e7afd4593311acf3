import { labelOf } from '../estate-records/fields.js';
import type { AccountDistribution, AccountTransaction, EstateAccount } from './account.js';
import { DISTRIBUTION_TYPES } from './distribution.js';

/**
 * A correction in the estate account (issue 41, decision 070): a reversal, the entry it reverses and
 * why. The account lists both entries in their sections and nets them in every total; this is the
 * list of corrections on their own, so a reader sees at a glance what was corrected and why.
 */
export interface AccountCorrection {
  /** The reversal's id. */
  id: string;
  /** The reversal's date (YYYY-MM-DD): the transaction's, or the distribution's payment date. */
  date: string | null;
  /** Which part of the account it corrects. */
  section: 'Income' | 'Expenses' | 'Distributions';
  /** The entry it reverses, as the account names it, and that entry's date. */
  reverses: string;
  reversesDate: string | null;
  /** The reversal's amount: the negative of the original's. */
  amountCents: number;
  reason: string;
}

const distributionText = (d: AccountDistribution) =>
  `${labelOf(DISTRIBUTION_TYPES, d.type)} distribution to ${d.beneficiaryName}`;

/** Every reversal in the account, oldest first (ties in the account's own order). */
export function accountCorrections(account: EstateAccount): AccountCorrection[] {
  const ofTransactions = (items: AccountTransaction[], section: 'Income' | 'Expenses') =>
    items
      .filter((t) => t.reversesId)
      .map((t): AccountCorrection => {
        const original = items.find((o) => o.id === t.reversesId);
        return {
          id: t.id,
          date: t.occurredOn,
          section,
          reverses: original?.description ?? t.description.replace(/^Reversal of /, ''),
          reversesDate: original?.occurredOn ?? null,
          amountCents: t.amountCents,
          reason: t.reversalReason ?? '',
        };
      });
  const distributions = [
    ...account.distributions.specificLegacies.items,
    ...account.distributions.residuary.items,
  ];
  const ofDistributions = distributions
    .filter((d) => d.reversesId)
    .map((d): AccountCorrection => {
      const original = distributions.find((o) => o.id === d.reversesId);
      return {
        id: d.id,
        date: d.completedDate,
        section: 'Distributions',
        reverses: distributionText(original ?? d),
        reversesDate: original?.completedDate ?? null,
        amountCents: d.amountCents,
        reason: d.reversalReason ?? '',
      };
    });
  const all = [
    ...ofTransactions(account.income.items, 'Income'),
    ...ofTransactions(account.expenses.items, 'Expenses'),
    ...ofDistributions,
  ];
  // A stable sort: entries of one date keep the account's order.
  return all.sort((a, b) => (a.date ?? '9999-12-31').localeCompare(b.date ?? '9999-12-31'));
}
