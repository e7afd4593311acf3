import { z } from 'zod';

/**
 * The estate account (issue 14, "The estate statement"): assets at date of death, liabilities, income
 * and expenses, distributions made and proposed, the residue and each residuary beneficiary's share.
 * One pure function computes it from plain rows, so the API's `/account`, the statement PDF and the
 * screens all show the same numbers. Money is integer cents throughout; shares of the residue use
 * integer arithmetic on basis points (10000 = 100%), never floats.
 *
 * Choices:
 * - An asset's value is its latest valuation (latest `valuedOn`, then latest recorded) when it has
 *   valuations, else the register's own value, else nothing (counted as $0 and said so).
 * - Only completed transactions count; pending ones are counted apart so a statement can say so.
 * - A reversal (decision 070) is an entry of the opposite sign beside the one it reverses: both are
 *   listed (the original marked reversed, the reversal with its reason) and every total nets them.
 * - A distribution is paid (status paid) or proposed (planned or approved). A disputed distribution is
 *   listed apart and counted in neither: it is not proposed while it is disputed.
 * - The residue = assets − liabilities + income − expenses − specific legacies (paid and proposed).
 *   Interim, final and residuary distributions are paid out of the residue, so they do not reduce it;
 *   they count against the beneficiary's share.
 * - Shares: when the residuary beneficiaries' basis points total 10000 the shares sum exactly to the
 *   residue (largest-remainder rounding: every share is rounded down, the cents left go one each to
 *   the largest remainders, ties to the earlier beneficiary). Otherwise the shares together come to
 *   the residue × total basis points ÷ 10000, rounded half away from zero, split the same way.
 */

export const ACCOUNT_DISTRIBUTION_TYPES = ['interim', 'final', 'specific_legacy', 'residuary'] as const;
export const ACCOUNT_PAID_STATUSES = ['paid'] as const;
export const ACCOUNT_PROPOSED_STATUSES = ['planned', 'approved'] as const;
export const ACCOUNT_DISPUTED_STATUSES = ['disputed'] as const;

const cents = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Where an asset's value in the account comes from. */
export const ASSET_VALUE_SOURCES = ['valuation', 'register', 'none'] as const;
export type AssetValueSource = (typeof ASSET_VALUE_SOURCES)[number];

export const accountAssetSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  valueCents: cents,
  /** valuation: the asset's latest valuation; register: the value on the asset; none: no value yet ($0). */
  valueSource: z.enum(ASSET_VALUE_SOURCES),
  /** The date of the valuation used, when the value comes from one. */
  valuedOn: isoDate.nullable(),
});
export type AccountAsset = z.infer<typeof accountAssetSchema>;

export const accountLiabilitySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  creditor: z.string().nullable(),
  amountCents: cents,
});
export type AccountLiability = z.infer<typeof accountLiabilitySchema>;

export const accountTransactionSchema = z.object({
  id: z.string(),
  occurredOn: isoDate,
  description: z.string(),
  category: z.string(),
  reference: z.string().nullable(),
  amountCents: cents,
  /** A reversal: the entry it reverses and why (its amount is the negative of the original's). */
  reversesId: z.string().nullable(),
  reversalReason: z.string().nullable(),
  /** An entry that a reversal cancels. */
  isReversed: z.boolean(),
});
export type AccountTransaction = z.infer<typeof accountTransactionSchema>;

export const accountDistributionSchema = z.object({
  id: z.string(),
  beneficiaryId: z.string(),
  beneficiaryName: z.string(),
  type: z.string(),
  status: z.string(),
  amountCents: cents,
  plannedDate: isoDate.nullable(),
  completedDate: isoDate.nullable(),
  reversesId: z.string().nullable(),
  reversalReason: z.string().nullable(),
  isReversed: z.boolean(),
});
export type AccountDistribution = z.infer<typeof accountDistributionSchema>;

const distributionGroupSchema = z.object({
  /** Paid and proposed ones (disputed ones are in `disputed`), oldest first. */
  items: z.array(accountDistributionSchema),
  paidCents: cents,
  proposedCents: cents,
});

export const residuaryShareSchema = z.object({
  beneficiaryId: z.string(),
  fullName: z.string(),
  shareBasisPoints: z.number().int(),
  /** "33.34%": the basis points as a percentage, for display. */
  sharePercent: z.string(),
  /** The beneficiary's share of the residue. */
  shareCents: cents,
  /** Interim, final and residuary distributions to them: paid, and planned or approved. */
  paidCents: cents,
  proposedCents: cents,
  /** share − paid − proposed. */
  remainingCents: cents,
});
export type ResiduaryShare = z.infer<typeof residuaryShareSchema>;

/** Who the account is about and when it was prepared (as given; nothing computed). */
export const accountEstateSchema = z.object({
  id: z.string(),
  deceasedName: z.string(),
  dateOfDeath: z.string().nullable(),
  grantDate: z.string().nullable(),
  /** The day the account was prepared, in New Zealand. */
  preparedOn: isoDate,
  /** Who prepared it: the firm's name when there is one, else the lawyer running the estate. */
  preparedBy: z.string().nullable(),
});
export type AccountEstate = z.infer<typeof accountEstateSchema>;

export const estateAccountSchema = z.object({
  estate: accountEstateSchema,
  assets: z.object({ items: z.array(accountAssetSchema), totalCents: cents }),
  liabilities: z.object({ items: z.array(accountLiabilitySchema), totalCents: cents }),
  /** Completed transactions only. */
  income: z.object({ items: z.array(accountTransactionSchema), totalCents: cents }),
  expenses: z.object({ items: z.array(accountTransactionSchema), totalCents: cents }),
  /** Income − expenses (completed transactions). */
  netIncomeCents: cents,
  /** Transactions not yet completed (pending), left out of every total. */
  pendingTransactionCount: z.number().int(),
  distributions: z.object({
    specificLegacies: distributionGroupSchema,
    /** Interim, final and residuary distributions: paid out of the residue. */
    residuary: distributionGroupSchema,
    /** Disputed distributions: listed, counted in neither paid nor proposed. */
    disputed: z.object({ items: z.array(accountDistributionSchema), totalCents: cents }),
  }),
  /** assets − liabilities + income − expenses − specific legacies (paid and proposed). */
  residueCents: cents,
  /** The residue less the interim, final and residuary distributions paid and proposed. */
  residueRemainingCents: cents,
  residuaryBeneficiaries: z.array(residuaryShareSchema),
  /** The residuary beneficiaries' basis points together (10000 when the shares are complete). */
  shareBasisPointsTotal: z.number().int(),
  /** The shares add up to 100%, so they split the whole residue. */
  sharesComplete: z.boolean(),
});
export type EstateAccount = z.infer<typeof estateAccountSchema>;

/** The plain rows the account is computed from (as stored; the function applies every rule). */
export interface EstateAccountInput {
  estate: AccountEstate;
  assets: readonly { id: string; name: string; type: string; valueCents: number | null }[];
  valuations: readonly {
    assetId: string | null;
    valueCents: number;
    valuedOn: string;
    /** Breaks a tie between two valuations on the same day: the later recorded wins. */
    createdAt?: Date | string | null;
  }[];
  liabilities: readonly {
    id: string;
    name: string;
    type: string;
    creditor: string | null;
    amountCents: number;
  }[];
  transactions: readonly {
    id: string;
    type: string;
    status: string;
    occurredOn: string;
    description: string;
    category: string;
    reference: string | null;
    amountCents: number;
    /** A reversal: the entry it reverses (decision 070), and why. */
    reversesId?: string | null;
    reversalReason?: string | null;
  }[];
  distributions: readonly {
    id: string;
    beneficiaryId: string;
    type: string;
    status: string;
    amountCents: number;
    plannedDate: string | null;
    completedDate: string | null;
    reversesId?: string | null;
    reversalReason?: string | null;
  }[];
  /** Every beneficiary of the estate, in the order shares should be listed (and ties broken). */
  beneficiaries: readonly { id: string; fullName: string; shareBasisPoints: number | null }[];
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

const time = (value: Date | string | null | undefined): number =>
  value == null ? 0 : new Date(value).getTime();

const isPaid = (status: string) => (ACCOUNT_PAID_STATUSES as readonly string[]).includes(status);
const isProposed = (status: string) => (ACCOUNT_PROPOSED_STATUSES as readonly string[]).includes(status);
const isDisputed = (status: string) => (ACCOUNT_DISPUTED_STATUSES as readonly string[]).includes(status);

/** "33.34%", "100%", "12.5%": basis points as a percentage without trailing zeros. */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = Math.abs(basisPoints % 100);
  const sign = basisPoints < 0 && whole === 0 ? '-' : '';
  if (fraction === 0) return `${sign}${whole}%`;
  return `${sign}${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}%`;
}

/**
 * Splits `totalCents` in proportion to `basisPoints` (10000 = 100%) with largest-remainder rounding:
 * when the basis points total 10000 the parts sum exactly to `totalCents`; otherwise to
 * totalCents × total ÷ 10000 rounded half away from zero. Negative totals split the same way (each part
 * negative). Exact: BigInt arithmetic, no floats.
 */
export function splitByBasisPoints(totalCents: number, basisPoints: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents)) throw new RangeError('totalCents must be a whole number of cents');
  if (basisPoints.some((bp) => !Number.isInteger(bp) || bp < 0)) {
    throw new RangeError('basis points must be whole and not negative');
  }
  if (basisPoints.length === 0) return [];
  const negative = totalCents < 0;
  const total = BigInt(Math.abs(totalCents));
  const scale = 10000n;
  const bpTotal = basisPoints.reduce((acc, bp) => acc + BigInt(bp), 0n);
  // The whole the parts must come to: exact when the shares are complete, else rounded half up.
  const target = bpTotal === scale ? total : (total * bpTotal * 2n + scale) / (scale * 2n);
  const parts = basisPoints.map((bp, index) => {
    const exact = total * BigInt(bp);
    return { index, floor: exact / scale, remainder: exact % scale };
  });
  let left = target - parts.reduce((acc, part) => acc + part.floor, 0n);
  const order = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const extra = new Map<number, bigint>();
  for (const part of order) {
    if (left <= 0n) break;
    extra.set(part.index, 1n);
    left -= 1n;
  }
  return parts.map((part) => {
    const value = Number(part.floor + (extra.get(part.index) ?? 0n));
    return negative ? -value : value;
  });
}

/** The estate account from its rows: every total, the residue and each residuary share. */
export function computeEstateAccount(input: EstateAccountInput): EstateAccount {
  // Assets: the latest valuation of each asset, else the register's value.
  const latestValuation = new Map<string, EstateAccountInput['valuations'][number]>();
  for (const valuation of input.valuations) {
    if (!valuation.assetId) continue;
    const current = latestValuation.get(valuation.assetId);
    const later =
      !current ||
      valuation.valuedOn > current.valuedOn ||
      (valuation.valuedOn === current.valuedOn && time(valuation.createdAt) >= time(current.createdAt));
    if (later) latestValuation.set(valuation.assetId, valuation);
  }
  const assetItems: AccountAsset[] = input.assets.map((asset) => {
    const valuation = latestValuation.get(asset.id);
    if (valuation) {
      return {
        id: asset.id,
        name: asset.name,
        type: asset.type,
        valueCents: valuation.valueCents,
        valueSource: 'valuation',
        valuedOn: valuation.valuedOn,
      };
    }
    return {
      id: asset.id,
      name: asset.name,
      type: asset.type,
      valueCents: asset.valueCents ?? 0,
      valueSource: asset.valueCents == null ? 'none' : 'register',
      valuedOn: null,
    };
  });
  const assetsTotal = sum(assetItems.map((asset) => asset.valueCents));

  const liabilityItems: AccountLiability[] = input.liabilities.map((liability) => ({
    id: liability.id,
    name: liability.name,
    type: liability.type,
    creditor: liability.creditor,
    amountCents: liability.amountCents,
  }));
  const liabilitiesTotal = sum(liabilityItems.map((liability) => liability.amountCents));

  // Income and expenses: completed transactions only, oldest first.
  const completed = input.transactions
    .filter((transaction) => transaction.status === 'completed')
    .sort((a, b) => (a.occurredOn < b.occurredOn ? -1 : a.occurredOn > b.occurredOn ? 1 : 0));
  const reversedTransactions = new Set(input.transactions.map((t) => t.reversesId).filter(Boolean));
  const toTransaction = (transaction: EstateAccountInput['transactions'][number]): AccountTransaction => ({
    id: transaction.id,
    occurredOn: transaction.occurredOn,
    description: transaction.description,
    category: transaction.category,
    reference: transaction.reference,
    amountCents: transaction.amountCents,
    reversesId: transaction.reversesId ?? null,
    reversalReason: transaction.reversalReason ?? null,
    isReversed: reversedTransactions.has(transaction.id),
  });
  const incomeItems = completed.filter((t) => t.type === 'income').map(toTransaction);
  const expenseItems = completed.filter((t) => t.type === 'expense').map(toTransaction);
  const incomeTotal = sum(incomeItems.map((t) => t.amountCents));
  const expensesTotal = sum(expenseItems.map((t) => t.amountCents));
  const pendingTransactionCount = input.transactions.filter((t) => t.status === 'pending').length;

  // Distributions: specific legacies apart from those paid out of the residue; disputed ones apart.
  const names = new Map(input.beneficiaries.map((b) => [b.id, b.fullName]));
  // Made (paid) before proposed, each oldest first.
  const sortKey = (d: EstateAccountInput['distributions'][number]) =>
    `${isPaid(d.status) ? 0 : 1} ${d.completedDate ?? d.plannedDate ?? '9999-12-31'}`;
  const reversedDistributions = new Set(input.distributions.map((d) => d.reversesId).filter(Boolean));
  const distributionItems: AccountDistribution[] = [...input.distributions]
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0))
    .map((d) => ({
      id: d.id,
      beneficiaryId: d.beneficiaryId,
      beneficiaryName: names.get(d.beneficiaryId) ?? 'Unknown beneficiary',
      type: d.type,
      status: d.status,
      amountCents: d.amountCents,
      plannedDate: d.plannedDate,
      completedDate: d.completedDate,
      reversesId: d.reversesId ?? null,
      reversalReason: d.reversalReason ?? null,
      isReversed: reversedDistributions.has(d.id),
    }));
  const group = (items: AccountDistribution[]) => ({
    items: items.filter((d) => isPaid(d.status) || isProposed(d.status)),
    paidCents: sum(items.filter((d) => isPaid(d.status)).map((d) => d.amountCents)),
    proposedCents: sum(items.filter((d) => isProposed(d.status)).map((d) => d.amountCents)),
  });
  const specificLegacies = group(distributionItems.filter((d) => d.type === 'specific_legacy'));
  const residuaryPaid = distributionItems.filter((d) => d.type !== 'specific_legacy');
  const residuary = group(residuaryPaid);
  const disputedItems = distributionItems.filter((d) => isDisputed(d.status));

  const netIncome = incomeTotal - expensesTotal;
  const residue =
    assetsTotal - liabilitiesTotal + netIncome - specificLegacies.paidCents - specificLegacies.proposedCents;

  // Each residuary beneficiary's share, split exactly.
  const residuaries = input.beneficiaries.filter(
    (b): b is typeof b & { shareBasisPoints: number } => b.shareBasisPoints != null && b.shareBasisPoints > 0,
  );
  const shares = splitByBasisPoints(
    residue,
    residuaries.map((b) => b.shareBasisPoints),
  );
  const residuaryBeneficiaries: ResiduaryShare[] = residuaries.map((beneficiary, index) => {
    const theirs = residuaryPaid.filter((d) => d.beneficiaryId === beneficiary.id);
    const paidCents = sum(theirs.filter((d) => isPaid(d.status)).map((d) => d.amountCents));
    const proposedCents = sum(theirs.filter((d) => isProposed(d.status)).map((d) => d.amountCents));
    const shareCents = shares[index] ?? 0;
    return {
      beneficiaryId: beneficiary.id,
      fullName: beneficiary.fullName,
      shareBasisPoints: beneficiary.shareBasisPoints,
      sharePercent: formatBasisPoints(beneficiary.shareBasisPoints),
      shareCents,
      paidCents,
      proposedCents,
      remainingCents: shareCents - paidCents - proposedCents,
    };
  });
  const shareBasisPointsTotal = sum(residuaries.map((b) => b.shareBasisPoints));

  return {
    estate: { ...input.estate },
    assets: { items: assetItems, totalCents: assetsTotal },
    liabilities: { items: liabilityItems, totalCents: liabilitiesTotal },
    income: { items: incomeItems, totalCents: incomeTotal },
    expenses: { items: expenseItems, totalCents: expensesTotal },
    netIncomeCents: netIncome,
    pendingTransactionCount,
    distributions: {
      specificLegacies,
      residuary,
      disputed: { items: disputedItems, totalCents: sum(disputedItems.map((d) => d.amountCents)) },
    },
    residueCents: residue,
    residueRemainingCents: residue - residuary.paidCents - residuary.proposedCents,
    residuaryBeneficiaries,
    shareBasisPointsTotal,
    sharesComplete: shareBasisPointsTotal === 10000,
  };
}
