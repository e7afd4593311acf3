import { z } from 'zod';
import { parseCsv, type CsvRecord } from '../csv.js';
import { dollarsToCents } from './fields.js';
import type { TransactionCategory, TransactionType } from './transaction.js';

/*
 * Importing a bank statement into Estate Financials (issue 14): the CSV a New Zealand bank exports
 * (ANZ, ASB, BNZ, Kiwibank, Westpac…), read row by row into transactions. Pure rules: the API reads
 * the estate's existing transactions and calls `readBankStatement`; a preview shows its answer and a
 * confirmed import writes it only when no row has an error.
 */

/** The most a statement may hold: a year of an estate's account is a few hundred lines. */
export const STATEMENT_MAX_CHARS = 500_000;
export const STATEMENT_MAX_ROWS = 5_000;

/** What the preview and the import take: the file's text (and its name, for the audit trail). */
export const statementPreviewSchema = z.object({
  csv: z
    .string({ message: 'Choose a CSV file to import' })
    .min(1, { message: 'The file is empty' })
    .max(STATEMENT_MAX_CHARS, {
      message: `The file is too large: at most ${STATEMENT_MAX_CHARS.toLocaleString('en-NZ')} characters`,
    }),
  fileName: z.string().trim().max(200, { message: 'File name must be 200 characters or fewer' }).nullish(),
});
export const statementImportSchema = statementPreviewSchema.extend({
  /** The lines flagged as duplicates to import anyway; other duplicates are left out. */
  includeDuplicates: z
    .array(z.number().int().min(1), { message: 'includeDuplicates must be a list of line numbers' })
    .max(STATEMENT_MAX_ROWS)
    .default([]),
});
export type StatementImport = z.input<typeof statementImportSchema>;

/** Header names banks use, in the order a column is preferred (compared lower case, trimmed). */
const COLUMNS = {
  date: ['date', 'transaction date', 'processed date', 'posted date', 'tran date'],
  description: [
    'description',
    'details',
    'transaction details',
    'narrative',
    'payee',
    'other party',
    'memo/description',
    'memo',
  ],
  amount: ['amount', 'amount (nzd)', 'value'],
  reference: ['reference', 'particulars', 'ref', 'tp ref', 'code'],
} as const;

export const statementRowSchema = z.object({
  /** The line of the file (1 is the header). */
  line: z.number().int(),
  occurredOn: z.string().nullable(),
  description: z.string(),
  reference: z.string().nullable(),
  type: z.enum(['income', 'expense']).nullable(),
  /** Positive; `type` gives the direction. Null when the amount could not be read. */
  amountCents: z.number().int().nullable(),
  category: z.string().nullable(),
  /** Matches an earlier transaction of the estate or an earlier row of this file. */
  duplicate: z.enum(['existing', 'file']).nullable(),
  /** What is wrong with the row ("amount is not a number"); empty when it can be imported. */
  errors: z.array(z.string()),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const statementPreviewResultSchema = z.object({
  rows: z.array(statementRowSchema),
  /** Every problem, each naming its line ("Line 4: amount is not a number"). */
  errors: z.array(z.string()),
  /** Rows that would be imported now (no errors, not duplicates). */
  importable: z.number().int(),
  duplicates: z.number().int(),
});
export type StatementPreview = z.infer<typeof statementPreviewResultSchema>;

export const statementImportResultSchema = z.object({
  imported: z.number().int(),
  /** Duplicate rows left out. */
  skipped: z.number().int(),
  importBatchId: z.string().nullable(),
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * A statement's date as YYYY-MM-DD: 2026-06-30, 2026/06/30, 30/06/2026, 30-06-2026, 30.06.2026 or
 * 30/06/26 (day first, as New Zealand writes it); null when it is not a real date.
 */
export function parseStatementDate(text: string): string | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(t);
  const nz = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(t);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (nz) [d, m, y] = [Number(nz[1]), Number(nz[2]), Number(nz[3]!.length === 2 ? `20${nz[3]}` : nz[3])];
  else return null;
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1) return null;
  if (d > DAYS_IN_MONTH[m - 1]! || (m === 2 && d === 29 && !isLeap(y))) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * A statement's amount as signed integer cents: "1234.50", "-80", "$1,234.50", "-$80.00", "$-80.00",
 * "+20", "(80.00)" (accountants' negative), "80.00 DR"/"80.00 CR"; null when it is not an amount.
 * String arithmetic through `dollarsToCents`: never a float.
 */
export function parseStatementAmount(text: string): number | null {
  let t = text.trim().replace(/\s+/g, ' ');
  let negative = false;
  const suffix = /\s?(DR|CR)$/i.exec(t);
  if (suffix) {
    negative = suffix[1]!.toUpperCase() === 'DR';
    t = t.slice(0, suffix.index).trim();
  }
  const bracketed = /^\((.*)\)$/.exec(t);
  if (bracketed) {
    negative = !negative;
    t = bracketed[1]!.trim();
  }
  // The sign may come before or after the dollar sign.
  const signed = /^(\$?)\s?([+-])\s?(.*)$/.exec(t);
  if (signed) {
    if (signed[2] === '-') negative = !negative;
    t = signed[1] + signed[3]!;
  }
  if (/^[+-]/.test(t.replace(/^\$/, ''))) return null;
  const cents = dollarsToCents(t);
  if (cents === null) return null;
  return negative ? -cents : cents;
}

/** A sensible category for an imported row from its words, else Other Income / Other Expense. */
export function guessCategory(description: string, type: TransactionType): TransactionCategory {
  const d = description.toLowerCase();
  const rules: [RegExp, TransactionCategory, TransactionType | null][] = [
    [/\binterest\b/, 'bank_interest', 'income'],
    [/\bdividend/, 'dividends', 'income'],
    [/\bird\b|\binland revenue\b|\btax\b|\brwt\b|\bgst\b/, 'tax', null],
    [/\brent\b|\brental\b|\btenancy\b/, 'rent', 'income'],
    [/\brefund\b/, 'refund', 'income'],
    [/\bfuneral\b|\bcremation\b|\bburial\b|\bheadstone\b/, 'funeral_costs', 'expense'],
    [/\brates\b|\bcouncil\b/, 'rates', 'expense'],
    [/\binsurance\b|\bpremium\b/, 'insurance', 'expense'],
    [
      /\bpower\b|\belectricity\b|\bmercury\b|\bgenesis\b|\bcontact energy\b|\bwater\b|\bbroadband\b/,
      'utilities',
      'expense',
    ],
    [/\bvaluation\b|\bvaluer\b|\bappraisal\b/, 'valuation_fees', 'expense'],
    [/\blegal\b|\blawyers?\b|\bsolicitors?\b|\bbarristers?\b/, 'legal_fees', 'expense'],
    [/\bbank fee|\baccount fee|\bmonthly fee|\bservice fee/, 'bank_fees', 'expense'],
    [/\bsettlement\b|\bsale of\b|\bsold\b/, 'asset_sale', 'income'],
  ];
  for (const [pattern, category, only] of rules)
    if (pattern.test(d) && (only === null || only === type)) return category;
  return type === 'income' ? 'other_income' : 'other_expense';
}

/** A transaction as compared for duplicates: the date, the signed amount and the description. */
export interface LedgerEntry {
  occurredOn: string;
  type: string;
  amountCents: number;
  description: string;
}
const duplicateKey = (e: { occurredOn: string; signedCents: number; description: string }) =>
  `${e.occurredOn}|${e.signedCents}|${e.description.trim().replace(/\s+/g, ' ').toLowerCase()}`;

export type StatementRead =
  | { ok: true; rows: StatementRow[]; errors: string[] }
  | { ok: false; error: string };

const MAX_DESCRIPTION = 200;
/** How many lines the header may come after. */
const HEADER_SEARCH = 20;
const MAX_REFERENCE = 100;

/**
 * A bank statement's CSV read into rows: the header row names the columns (date, description and
 * amount; a reference or particulars column if there is one; any order, other columns ignored);
 * each further line is one transaction, its amount negative for money paid out. Every row keeps its
 * line; problems are named by line. A row is a duplicate when its date, amount and description
 * match a transaction already in `existing` or an earlier row of the file.
 */
export function readBankStatement(text: string, existing: readonly LedgerEntry[] = []): StatementRead {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  // Some banks (ASB) write a few lines about the account before the header: the header is the
  // first of the first lines that names a date and an amount column.
  const namesOf = (r: CsvRecord) => r.cells.map((c) => c.trim().toLowerCase());
  const isHeader = (names: string[]) =>
    COLUMNS.date.some((c) => names.includes(c)) && COLUMNS.amount.some((c) => names.includes(c));
  const at = parsed.records.slice(0, HEADER_SEARCH).findIndex((r) => isHeader(namesOf(r)));
  const header = parsed.records[Math.max(at, 0)];
  if (!header) return { ok: false, error: 'The file is empty' };
  const records = parsed.records.slice(Math.max(at, 0) + 1);
  const names = namesOf(header);
  /** The columns present among the candidates, in the order they are preferred. */
  const present = (candidates: readonly string[]) =>
    candidates.map((c) => names.indexOf(c)).filter((i) => i >= 0);
  const col = {
    date: present(COLUMNS.date),
    description: present(COLUMNS.description),
    amount: present(COLUMNS.amount),
    reference: present(COLUMNS.reference),
  };
  const missing = (['date', 'description', 'amount'] as const).filter((k) => col[k].length === 0);
  if (missing.length)
    return {
      ok: false,
      error: `Line ${header.line}: the first line must name the columns: date, description and amount (missing: ${missing.join(', ')})`,
    };
  if (records.length === 0) return { ok: false, error: 'The file has no transactions under its header' };
  if (records.length > STATEMENT_MAX_ROWS)
    return {
      ok: false,
      error: `The file has ${records.length.toLocaleString('en-NZ')} transactions: at most ${STATEMENT_MAX_ROWS.toLocaleString('en-NZ')} can be imported at once`,
    };

  const seen = new Set(
    existing.map((e) =>
      duplicateKey({
        occurredOn: e.occurredOn,
        signedCents: e.type === 'expense' ? -e.amountCents : e.amountCents,
        description: e.description,
      }),
    ),
  );
  const inFile = new Set<string>();
  const rows: StatementRow[] = records.map(({ line, cells }) => {
    /** The first non-empty cell of the columns (a bank's memo may be empty where its payee is not). */
    const cell = (columns: number[]) =>
      columns.map((i) => (cells[i] ?? '').trim()).find((v) => v !== '') ?? '';
    const errors: string[] = [];
    // "1,234.50" unquoted splits into two fields: the row's cells no longer line up with the header.
    if (cells.slice(header.cells.length).some((c) => c.trim() !== ''))
      errors.push(
        `has ${cells.length} fields but the header has ${header.cells.length} (a comma in an amount or description must be inside quotes)`,
      );
    const rawDate = cell(col.date);
    const occurredOn = parseStatementDate(rawDate);
    if (!rawDate) errors.push('date is missing');
    else if (!occurredOn) errors.push(`date "${rawDate}" is not a date (use DD/MM/YYYY or YYYY-MM-DD)`);
    const description = cell(col.description).replace(/\s+/g, ' ');
    if (!description) errors.push('description is missing');
    else if (description.length > MAX_DESCRIPTION)
      errors.push(`description is longer than ${MAX_DESCRIPTION} characters`);
    const rawAmount = cell(col.amount);
    const signed = rawAmount ? parseStatementAmount(rawAmount) : null;
    if (!rawAmount) errors.push('amount is missing');
    else if (signed === null) errors.push('amount is not a number');
    else if (signed === 0) errors.push('amount is zero');
    const reference = cell(col.reference).slice(0, MAX_REFERENCE) || null;
    const type: TransactionType | null =
      signed === null || signed === 0 ? null : signed < 0 ? 'expense' : 'income';

    let duplicate: StatementRow['duplicate'] = null;
    if (errors.length === 0 && occurredOn && signed) {
      const key = duplicateKey({ occurredOn, signedCents: signed, description });
      if (seen.has(key)) duplicate = 'existing';
      else if (inFile.has(key)) duplicate = 'file';
      inFile.add(key);
    }
    return {
      line,
      occurredOn,
      description,
      reference,
      type,
      amountCents: signed === null ? null : Math.abs(signed),
      category: type ? guessCategory(description, type) : null,
      duplicate,
      errors,
    };
  });
  const errors = rows.flatMap((r) => r.errors.map((e) => `Line ${r.line}: ${e}`));
  return { ok: true, rows, errors };
}
