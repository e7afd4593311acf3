import {
  ASSET_TYPES,
  DISTRIBUTION_STATUSES,
  DISTRIBUTION_TYPES,
  LIABILITY_TYPES,
  TRANSACTION_CATEGORIES,
  formatBasisPoints,
  labelOf,
  nzDateText,
  type AccountDistribution,
  type AccountTransaction,
  type EstateAccount,
} from '@estate/domain';
import { createFlow, GREY, type Column, type TableRow } from '../pdf/layout.js';

/**
 * The estate statement (issue 14): "Statement of assets, liabilities and distribution", an A4 PDF
 * printed from the estate account (services/estate-money/estate-account.ts), so its numbers are the
 * account's. en-NZ dates ("23 November 2026"), NZD ("$1,234.50", "-$80.00"), DejaVu Sans so names
 * keep their macrons. Laid out by services/pdf/layout.ts: nothing is cut (a long description,
 * reference or date wraps and its row grows); a table that runs past the foot of a page goes on over
 * the next between rows, with its heading and column headers repeated.
 */

export const STATEMENT_TITLE = 'Statement of assets, liabilities and distribution';

const wholeDollars = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 0 });

/** Integer cents as NZD, by integer arithmetic: "$1,234.50", "-$80.00". */
export function formatNzd(cents: number): string {
  const abs = Math.abs(cents);
  const fraction = abs % 100;
  const whole = (abs - fraction) / 100;
  return `${cents < 0 ? '-' : ''}$${wholeDollars.format(whole)}.${String(fraction).padStart(2, '0')}`;
}

/** A calendar date (YYYY-MM-DD) as "23 November 2026"; `empty` when there is none. */
export function formatLongDate(iso: string | null | undefined, empty = 'Not recorded'): string {
  return nzDateText(iso, empty);
}

/** `estate-statement-hemi-te-rangi-2026-11-23.pdf`: ASCII, so every browser and mail client keeps it. */
export function statementFileName(account: EstateAccount): string {
  const slug =
    account.estate.deceasedName
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'estate';
  return `estate-statement-${slug}-${account.estate.preparedOn}.pdf`;
}

const BODY = 9.5;
const ROW = 15;

const typeOf = (d: AccountDistribution) => labelOf(DISTRIBUTION_TYPES, d.type);
const statusOf = (d: AccountDistribution) => labelOf(DISTRIBUTION_STATUSES, d.status);
const distributionDate = (d: AccountDistribution) => formatLongDate(d.completedDate ?? d.plannedDate, '—');
/**
 * An entry's text as the statement prints it (decision 070): a reversal says why, the entry it
 * reverses says it was reversed; both are listed and every total nets them.
 */
const entryText = (
  text: string,
  e: { reversesId: string | null; reversalReason: string | null; isReversed: boolean },
) =>
  e.reversesId ? `${text} (reversal: ${e.reversalReason ?? ''})` : e.isReversed ? `${text} (reversed)` : text;

/** The law firm whose matter the estate is, as the statement names it (the firm issues it). */
export interface StatementIssuer {
  firmName: string;
  /** Printed when the firm has set one (Settings › Firm Settings). */
  gstNumber: string | null;
}

/** The statement as an A4 PDF; `issuer` is the estate's firm, when it has one. */
export async function renderStatementPdf(
  account: EstateAccount,
  issuer: StatementIssuer | null = null,
): Promise<Uint8Array> {
  const { estate } = account;
  const flow = await createFlow({
    title: `${STATEMENT_TITLE} — Estate of ${estate.deceasedName}`,
    author: estate.preparedBy ?? 'NZ Estate Platform',
  });
  const { bold } = flow;
  const paragraph = (text: string, opts: { size?: number; grey?: boolean } = {}) =>
    flow.text(text, { size: opts.size ?? BODY, leading: 1.5, ...(opts.grey ? { color: GREY } : {}) });
  /** A section's heading, kept with at least `keep` rows of what follows. */
  const heading = (text: string, keep = 3) => flow.heading(text, { before: 10, keep: ROW * (keep + 1) });
  const table = (title: string | null, columns: Column[], rows: TableRow[]) =>
    flow.table({ title, columns, rows, spanEmpty: true });

  // The heading: the firm that issues it and its GST number, who prepared it, the statement, the estate.
  if (issuer) {
    flow.text(issuer.firmName, { f: bold, size: 11, leading: 15 / 11 });
    if (issuer.gstNumber) flow.text(`GST number ${issuer.gstNumber}`, { color: GREY, leading: 15 / BODY });
  }
  if (estate.preparedBy) flow.text(estate.preparedBy, { f: bold, size: 10, color: GREY, leading: 1.8 });
  flow.text(STATEMENT_TITLE, { f: bold, size: 16, leading: 22 / 16, role: 'H1' });
  flow.text(`Estate of ${estate.deceasedName}`, { f: bold, size: 12, leading: 20 / 12 });
  flow.keyValues(
    [
      ['Date of death', formatLongDate(estate.dateOfDeath)],
      ['Date of grant', formatLongDate(estate.grantDate, 'Not yet granted')],
      ['Date prepared', formatLongDate(estate.preparedOn)],
    ],
    { leading: ROW / BODY },
  );
  flow.gap(4);
  paragraph(
    'All amounts are in New Zealand dollars. Income and expenses include completed transactions only. Proposed distributions are those planned or approved; disputed distributions are listed but not counted. A reversal corrects an earlier entry: both are listed and the totals net them.',
    { grey: true, size: 8.5 },
  );

  // Assets at date of death.
  heading('Assets at date of death');
  if (account.assets.items.length === 0) paragraph('No assets have been recorded.');
  else {
    table(
      'Assets at date of death',
      [
        { header: 'Asset', width: 36 },
        { header: 'Type', width: 14 },
        { header: 'Value from', width: 32 },
        { header: 'Value', width: 18, align: 'right' },
      ],
      [
        ...account.assets.items.map((asset) => ({
          cells: [
            asset.name,
            labelOf(ASSET_TYPES, asset.type),
            asset.valueSource === 'valuation'
              ? `Valuation ${formatLongDate(asset.valuedOn, '')}`.trim()
              : asset.valueSource === 'register'
                ? 'Asset register'
                : 'Not yet valued',
            formatNzd(asset.valueCents),
          ],
        })),
        { cells: ['Total assets', '', '', formatNzd(account.assets.totalCents)], total: true },
      ],
    );
  }

  // Liabilities.
  heading('Liabilities');
  if (account.liabilities.items.length === 0) paragraph('No liabilities have been recorded.');
  else {
    table(
      'Liabilities',
      [
        { header: 'Liability', width: 40 },
        { header: 'Type', width: 18 },
        { header: 'Creditor', width: 26 },
        { header: 'Amount', width: 18, align: 'right' },
      ],
      [
        ...account.liabilities.items.map((l) => ({
          cells: [l.name, labelOf(LIABILITY_TYPES, l.type), l.creditor ?? '', formatNzd(l.amountCents)],
        })),
        { cells: ['Total liabilities', '', '', formatNzd(account.liabilities.totalCents)], total: true },
      ],
    );
  }

  // Income and expenses (completed transactions).
  heading('Income and expenses');
  const transactionRows = (items: AccountTransaction[]): TableRow[] =>
    items.map((t) => ({
      cells: [
        formatLongDate(t.occurredOn),
        entryText(t.description, t),
        labelOf(TRANSACTION_CATEGORIES, t.category),
        t.reference ?? '',
        formatNzd(t.amountCents),
      ],
    }));
  table(
    'Income and expenses',
    [
      { header: 'Date', width: 21 },
      { header: 'Description', width: 35 },
      { header: 'Category', width: 16 },
      { header: 'Reference', width: 13 },
      { header: 'Amount', width: 15, align: 'right' },
    ],
    [
      { cells: ['Income'], group: true },
      ...transactionRows(account.income.items),
      { cells: ['Total income', '', '', '', formatNzd(account.income.totalCents)], total: true },
      { cells: ['Expenses'], group: true },
      ...transactionRows(account.expenses.items),
      { cells: ['Total expenses', '', '', '', formatNzd(account.expenses.totalCents)], total: true },
      {
        cells: ['Net income (income less expenses)', '', '', '', formatNzd(account.netIncomeCents)],
        total: true,
      },
    ],
  );
  const reversals = (
    entries: readonly {
      date: string | null;
      text: string;
      reversesId: string | null;
      reversalReason: string | null;
    }[],
  ) => {
    for (const e of entries.filter((x) => x.reversesId))
      paragraph(`Reversal on ${formatLongDate(e.date, '—')}, ${e.text}: ${e.reversalReason ?? ''}`, {
        grey: true,
        size: 8.5,
      });
  };
  reversals(
    [...account.income.items, ...account.expenses.items].map((t) => ({
      ...t,
      date: t.occurredOn,
      text: t.description,
    })),
  );
  if (account.pendingTransactionCount > 0) {
    const n = account.pendingTransactionCount;
    paragraph(
      `${n} pending transaction${n === 1 ? ' is' : 's are'} not included until ${n === 1 ? 'it is' : 'they are'} completed.`,
      { grey: true, size: 8.5 },
    );
  }

  // Distributions made and proposed.
  heading('Distributions made and proposed');
  const { specificLegacies, residuary, disputed } = account.distributions;
  const distributionRows = (items: AccountDistribution[]): TableRow[] =>
    items.map((d) => ({
      cells: [
        distributionDate(d),
        entryText(d.beneficiaryName, d),
        typeOf(d),
        d.reversesId ? 'Reversal' : d.isReversed ? 'Reversed' : statusOf(d),
        formatNzd(d.amountCents),
      ],
    }));
  table(
    'Distributions made and proposed',
    [
      { header: 'Date', width: 21 },
      { header: 'Beneficiary', width: 31 },
      { header: 'Type', width: 17 },
      { header: 'Status', width: 13 },
      { header: 'Amount', width: 18, align: 'right' },
    ],
    [
      { cells: ['Specific legacies'], group: true },
      ...distributionRows(specificLegacies.items),
      { cells: ['Specific legacies paid', '', '', '', formatNzd(specificLegacies.paidCents)], total: true },
      {
        cells: ['Specific legacies proposed', '', '', '', formatNzd(specificLegacies.proposedCents)],
        total: true,
      },
      { cells: ['Interim, final and residuary distributions'], group: true },
      ...distributionRows(residuary.items),
      { cells: ['Distributions paid', '', '', '', formatNzd(residuary.paidCents)], total: true },
      { cells: ['Distributions proposed', '', '', '', formatNzd(residuary.proposedCents)], total: true },
      ...(disputed.items.length > 0
        ? [
            { cells: ['Disputed (not counted)'], group: true },
            ...distributionRows(disputed.items),
            { cells: ['Total disputed', '', '', '', formatNzd(disputed.totalCents)], total: true },
          ]
        : []),
    ],
  );
  reversals(
    [...specificLegacies.items, ...residuary.items].map((d) => ({
      ...d,
      date: d.completedDate,
      text: `${typeOf(d).toLowerCase()} distribution to ${d.beneficiaryName}`,
    })),
  );

  // The residue and each residuary beneficiary's share.
  // The residue's working (ten rows) stays together with its heading.
  heading('Residue and residuary shares', 11);
  const amount = (label: string, cents: number, total = false): TableRow => ({
    cells: [label, formatNzd(cents)],
    total,
  });
  table(
    'Residue',
    [
      { header: 'How the residue is reached', width: 76 },
      { header: 'Amount', width: 24, align: 'right' },
    ],
    [
      amount('Assets at date of death', account.assets.totalCents),
      amount('Less liabilities', -account.liabilities.totalCents),
      amount('Plus income', account.income.totalCents),
      amount('Less expenses', -account.expenses.totalCents),
      amount('Less specific legacies paid', -specificLegacies.paidCents),
      amount('Less specific legacies proposed', -specificLegacies.proposedCents),
      amount('Residue', account.residueCents, true),
      amount('Less distributions paid', -residuary.paidCents),
      amount('Less distributions proposed', -residuary.proposedCents),
      amount('Residue still to distribute', account.residueRemainingCents, true),
    ],
  );
  if (account.residuaryBeneficiaries.length === 0) {
    paragraph('No beneficiary has a recorded share of the residue.');
  } else {
    const shares = account.residuaryBeneficiaries;
    const sum = (pick: (s: (typeof shares)[number]) => number) => shares.reduce((t, s) => t + pick(s), 0);
    table(
      'Residuary shares',
      [
        { header: 'Beneficiary', width: 26 },
        { header: 'Share', width: 9, align: 'right' },
        { header: 'Share of residue', width: 20, align: 'right' },
        { header: 'Paid', width: 15, align: 'right' },
        { header: 'Proposed', width: 15, align: 'right' },
        { header: 'Remaining', width: 16, align: 'right' },
      ],
      [
        ...shares.map((s) => ({
          cells: [
            s.fullName,
            s.sharePercent,
            formatNzd(s.shareCents),
            formatNzd(s.paidCents),
            formatNzd(s.proposedCents),
            formatNzd(s.remainingCents),
          ],
        })),
        {
          cells: [
            'Total',
            formatBasisPoints(account.shareBasisPointsTotal),
            formatNzd(sum((s) => s.shareCents)),
            formatNzd(sum((s) => s.paidCents)),
            formatNzd(sum((s) => s.proposedCents)),
            formatNzd(sum((s) => s.remainingCents)),
          ],
          total: true,
        },
      ],
    );
    if (!account.sharesComplete) {
      paragraph(
        `The recorded shares add up to ${formatBasisPoints(account.shareBasisPointsTotal)}, not 100%, so they do not divide the whole residue.`,
        { grey: true, size: 8.5 },
      );
    }
  }

  // Every page's foot: the estate, the date, page n of N.
  flow.footers(`Estate of ${estate.deceasedName} — ${STATEMENT_TITLE}, ${formatLongDate(estate.preparedOn)}`);
  return flow.save();
}
