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
import type { PDFPage } from 'pdf-lib';
import { A4, createDocumentWithFonts, rgb, savePdf, type DocumentFont } from '../pdf/fonts.js';

/**
 * The estate statement (issue 14): "Statement of assets, liabilities and distribution", an A4 PDF
 * printed from the estate account (services/estate-money/estate-account.ts), so its numbers are the
 * account's. en-NZ dates ("23 November 2026"), NZD ("$1,234.50", "-$80.00"), DejaVu Sans so names
 * keep their macrons. A table that runs past the foot of a page goes on over the next with its
 * heading and column headers repeated.
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

interface Column {
  header: string;
  /** Share of the table's width (the columns' shares are scaled to fill it). */
  width: number;
  align?: 'left' | 'right';
}

interface TableRow {
  cells: string[];
  /** A total: bold, with a rule above. */
  total?: boolean;
  /** A group's heading inside a table ("Specific legacies"): bold, first cell only. */
  group?: boolean;
}

const MARGIN = 50;
const FOOTER = 36;
const BODY = 9.5;
const ROW = 15;
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.6, 0.6, 0.6);

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
  const { pdf, regular, bold } = await createDocumentWithFonts(
    `${STATEMENT_TITLE} — Estate of ${estate.deceasedName}`,
  );
  pdf.setAuthor(estate.preparedBy ?? 'NZ Estate Platform');
  pdf.setLanguage('en-NZ');
  const [width, height] = A4;
  const contentWidth = width - MARGIN * 2;
  let page: PDFPage = pdf.addPage(A4);
  let y = height - MARGIN;

  const newPage = () => {
    page = pdf.addPage(A4);
    y = height - MARGIN;
  };
  /** Room for `space` points above the footer, else a new page. */
  const ensure = (space: number): boolean => {
    if (y - space >= MARGIN + FOOTER) return false;
    newPage();
    return true;
  };
  /** Text cut to `max` points wide (with an ellipsis), as the font can print it. */
  const fit = (text: string, f: DocumentFont, size: number, max: number) => {
    let out = f.printable(text);
    if (f.widthOf(out, size) <= max) return out;
    while (out && f.widthOf(`${out}…`, size) > max) out = out.slice(0, -1);
    return `${out.trimEnd()}…`;
  };
  const draw = (
    text: string,
    x: number,
    opts: { f?: DocumentFont; size?: number; color?: ReturnType<typeof rgb> } = {},
  ) => {
    if (!text) return;
    const f = opts.f ?? regular;
    page.drawText(f.printable(text), {
      x,
      y,
      size: opts.size ?? BODY,
      font: f.font,
      ...(opts.color ? { color: opts.color } : {}),
    });
  };
  /** A paragraph, wrapped to the page's width. */
  const paragraph = (
    text: string,
    opts: { f?: DocumentFont; size?: number; color?: ReturnType<typeof rgb> } = {},
  ) => {
    const f = opts.f ?? regular;
    const size = opts.size ?? BODY;
    let line = '';
    const flush = () => {
      ensure(size * 1.5);
      draw(line, MARGIN, { ...opts, f, size });
      y -= size * 1.5;
      line = '';
    };
    for (const word of f.printable(text).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && f.widthOf(next, size) > contentWidth) flush();
      line = line ? `${line} ${word}` : word;
    }
    if (line) flush();
  };
  /** A section's heading, kept with at least `keep` rows of what follows. */
  const heading = (text: string, keep = 3) => {
    ensure(14 * 1.6 + 10 + ROW * (keep + 1));
    y -= 10;
    draw(text, MARGIN, { f: bold, size: 13 });
    y -= 13 * 1.6;
  };

  const table = (title: string | null, columns: Column[], rows: TableRow[]) => {
    const scale = contentWidth / columns.reduce((total, c) => total + c.width, 0);
    const xs: number[] = [];
    let x = MARGIN;
    for (const c of columns) {
      xs.push(x);
      x += c.width * scale;
    }
    /** A cell's text; a left-aligned one runs on over the empty cells after it (a total's label). */
    const cell = (text: string, index: number, f: DocumentFont, cells: readonly string[]) => {
      const column = columns[index]!;
      let span = column.width * scale;
      if (column.align !== 'right') {
        for (let next = index + 1; next < columns.length && !cells[next]; next++) {
          span += columns[next]!.width * scale;
        }
      }
      const shown = fit(text, f, BODY, span - 6);
      const left = xs[index]!;
      const at = column.align === 'right' ? left + span - f.widthOf(shown, BODY) : left;
      draw(shown, at, { f });
    };
    const header = (continued: boolean) => {
      if (continued && title) {
        draw(`${title} (continued)`, MARGIN, { f: bold, size: 11 });
        y -= 11 * 1.6;
      }
      const headers = columns.map((c) => c.header);
      headers.forEach((text, i) => cell(text, i, bold, headers));
      page.drawLine({
        start: { x: MARGIN, y: y - 4 },
        end: { x: MARGIN + contentWidth, y: y - 4 },
        thickness: 0.6,
        color: RULE,
      });
      y -= ROW + 2;
    };
    ensure(ROW * 3);
    header(false);
    for (const row of rows) {
      if (ensure(ROW)) header(true);
      if (row.total) {
        page.drawLine({
          start: { x: MARGIN, y: y + ROW - 4 },
          end: { x: MARGIN + contentWidth, y: y + ROW - 4 },
          thickness: 0.4,
          color: RULE,
        });
      }
      const f = row.total || row.group ? bold : regular;
      row.cells.forEach((text, i) => cell(text, i, f, row.cells));
      y -= ROW;
    }
    y -= 6;
  };

  // The heading: the firm that issues it and its GST number, who prepared it, the statement, the estate.
  if (issuer) {
    draw(issuer.firmName, MARGIN, { f: bold, size: 11 });
    y -= 15;
    if (issuer.gstNumber) {
      draw(`GST number ${issuer.gstNumber}`, MARGIN, { color: GREY });
      y -= 15;
    }
  }
  if (estate.preparedBy) {
    draw(estate.preparedBy, MARGIN, { f: bold, size: 10, color: GREY });
    y -= 18;
  }
  draw(STATEMENT_TITLE, MARGIN, { f: bold, size: 16 });
  y -= 22;
  draw(`Estate of ${estate.deceasedName}`, MARGIN, { f: bold, size: 12 });
  y -= 20;
  for (const [label, value] of [
    ['Date of death', formatLongDate(estate.dateOfDeath)],
    ['Date of grant', formatLongDate(estate.grantDate, 'Not yet granted')],
    ['Date prepared', formatLongDate(estate.preparedOn)],
  ] as const) {
    draw(`${label}:`, MARGIN, { f: bold });
    draw(value, MARGIN + 100);
    y -= ROW;
  }
  y -= 4;
  paragraph(
    'All amounts are in New Zealand dollars. Income and expenses include completed transactions only. Proposed distributions are those planned or approved; disputed distributions are listed but not counted. A reversal corrects an earlier entry: both are listed and the totals net them.',
    { color: GREY, size: 8.5 },
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
      { header: 'Date', width: 19 },
      { header: 'Description', width: 36 },
      { header: 'Category', width: 17 },
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
        color: GREY,
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
      { color: GREY, size: 8.5 },
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
      { header: 'Date', width: 19 },
      { header: 'Beneficiary', width: 33 },
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
        { color: GREY, size: 8.5 },
      );
    }
  }

  // Every page's foot: the estate, the date, page n of N.
  const pages = pdf.getPages();
  pages.forEach((p, index) => {
    const left = regular.printable(
      `Estate of ${estate.deceasedName} — ${STATEMENT_TITLE}, ${formatLongDate(estate.preparedOn)}`,
    );
    const right = `Page ${index + 1} of ${pages.length}`;
    p.drawText(fit(left, regular, 7.5, contentWidth - 70), {
      x: MARGIN,
      y: MARGIN,
      size: 7.5,
      font: regular.font,
      color: GREY,
    });
    p.drawText(right, {
      x: MARGIN + contentWidth - regular.widthOf(right, 7.5),
      y: MARGIN,
      size: 7.5,
      font: regular.font,
      color: GREY,
    });
  });
  return savePdf(pdf);
}
