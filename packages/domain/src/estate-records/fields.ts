import { recordVersionSchema } from '../versions.js';
import { z } from 'zod';
import { PG_NUMERIC_14_2_MAX } from '../safe-input.js';
import { listCursorQuerySchema } from '../page-cursor.js';

/*
 * Field kinds the estate-record forms share. Request schemas only check and trim: they never change
 * a value's shape, so the web form submits exactly what the API then checks again, and an integrator
 * sends the same plain JSON (money as a decimal string in dollars, dates as YYYY-MM-DD).
 */

/** A choice list as the forms and filters show it. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}
export const valuesOf = <V extends string>(options: readonly Option<V>[]) =>
  options.map((o) => o.value) as [V, ...V[]];
export const labelOf = (options: readonly Option[], value: string | null | undefined): string =>
  options.find((o) => o.value === value)?.label ?? value ?? '';

/** A required line of text. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be ${max} characters or fewer` });

/** An optional line or paragraph; empty means none. */
export const optionalText = (label: string, max = 500) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, { message: `${label} must be ${max.toLocaleString('en-NZ')} characters or fewer` })
    .nullish();

export const optionalEmail = (label = 'Email') =>
  z
    .string({ message: `${label} must be an email address` })
    .trim()
    .max(254, { message: 'Please enter a valid email address.' })
    .refine((v) => v === '' || z.email().safeParse(v).success, {
      message: 'Please enter a valid email address.',
    })
    .nullish();

export const requiredDate = (label: string) =>
  z.iso.date({ message: `${label} must be a date (YYYY-MM-DD)` });

export const optionalDate = (label: string) =>
  z.union([z.literal(''), z.iso.date()], { message: `${label} must be a date (YYYY-MM-DD)` }).nullish();

/** High, medium or low: a priority, an impact, a likelihood or a risk level. */
export const PRIORITIES = [
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
] as const satisfies readonly Option[];

export const choice = <V extends string>(options: readonly Option<V>[], label: string) =>
  z.enum(valuesOf(options), { message: `Please choose a ${label.toLowerCase()}` });

/* ─────────────────────────────── Money, exactly ─────────────────────────────── */

const MONEY_TEXT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;
const MAX_CENTS = Math.round(PG_NUMERIC_14_2_MAX * 100);

/**
 * Dollars as typed ("1234.56", "$1,234.56", "NZD 1 234") to integer cents, with string arithmetic
 * (never a float); null when it is not an amount of dollars and cents, or too large to keep.
 */
export function dollarsToCents(text: string | number | null | undefined): number | null {
  if (text == null) return null;
  const cleaned = String(text)
    .trim()
    .replace(/^NZD\s*/i, '')
    .replace(/^\$/, '')
    .replace(/\s/g, '');
  if (!MONEY_TEXT.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.replace(/,/g, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= MAX_CENTS ? cents : null;
}

/** Integer cents as the plain decimal a form field shows ("1234.56"); empty for none. */
export function centsToDollars(cents: number | null | undefined): string {
  if (cents == null) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const moneyMessage = (label: string) =>
  `${label} must be an amount in dollars, like 1234.56, up to $${PG_NUMERIC_14_2_MAX.toLocaleString('en-NZ')}`;

/** A required amount in dollars (a string, or a number as integrators may send). */
export const requiredMoney = (label: string) =>
  z
    .union([z.string().max(50), z.number()], { message: `${label} is required` })
    .refine((v) => String(v).trim() !== '', { message: `${label} is required` })
    .refine((v) => String(v).trim() === '' || dollarsToCents(v) !== null, { message: moneyMessage(label) });

/** An optional amount in dollars; empty means none. */
export const optionalMoney = (label: string) =>
  z
    .union([z.string().max(50), z.number()], { message: moneyMessage(label) })
    .refine((v) => String(v).trim() === '' || dollarsToCents(v) !== null, { message: moneyMessage(label) })
    .nullish();

/* ─────────────────────────────── Percentages, exactly ─────────────────────────────── */

/** "12.5" or "12.50" to basis points (1250), by string arithmetic; null when not 0–100 with 2 decimals. */
export function percentToBasisPoints(text: string | number | null | undefined): number | null {
  if (text == null) return null;
  const cleaned = String(text).trim().replace(/%$/, '').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** Basis points as a percentage with two decimals ("12.50"); null for none. */
export function basisPointsToPercent(bp: number | null | undefined): string | null {
  if (bp == null) return null;
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/* ─────────────────────────────── Lists ─────────────────────────────── */

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

/**
 * The query every record list takes: search text, sort and order, the page; a kind adds its own
 * filters (`recordListQuerySchema.extend({ type: … })`).
 */
export const recordListQuerySchema = z.object({
  q: z.string().trim().max(100, { message: 'Search must be 100 characters or fewer' }).default(''),
  sort: z.string().max(40).optional(),
  order: z.enum(['asc', 'desc'], { message: 'Order must be asc or desc' }).optional(),
  page: z.coerce
    .number({ message: 'Page must be a whole number from 1' })
    .int({ message: 'Page must be a whole number from 1' })
    .min(1, { message: 'Page must be a whole number from 1' })
    .max(100_000, { message: 'Page must be 100,000 or less' })
    .default(1),
  pageSize: z.coerce
    .number({ message: `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
    .int({ message: `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
    .min(1, { message: `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
    .max(PAGE_SIZE_MAX, { message: `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
    .default(PAGE_SIZE_DEFAULT),
});
export type RecordListQuery = z.infer<typeof recordListQuerySchema>;

/**
 * The query of a list that also pages by cursor (`after`, `before`: decision 087): the records
 * kit's (its routes add the cursor keys to each kind's query) and the lists built like them.
 */
export const keysetListQuerySchema = recordListQuerySchema.extend(listCursorQuerySchema.shape);

/** A page of records with the total over every page and the summary of the whole filtered set. */
export function recordListSchema<I extends z.ZodType, S extends z.ZodType>(item: I, summary: S) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    summary,
    /** Where the next page begins (`after=`; decision 087); null on the last page. */
    nextCursor: z.string().nullable(),
    /** Where the previous page ends (`before=`); null on the first page. */
    prevCursor: z.string().nullable(),
  });
}
export interface RecordList<I, S> {
  items: I[];
  total: number;
  page: number;
  pageSize: number;
  summary: S;
  nextCursor: string | null;
  prevCursor: string | null;
}

/** What every record carries besides its own fields. */
export const recordBaseSchema = z.object({
  id: z.string(),
  estateId: z.string(),
  deceasedName: z.string(),
  /** The version it was read at; a change sends it back as If-Match (decision 060). */
  version: recordVersionSchema,
});

/** The texts of one record kind's screens (titles, buttons, toasts). */
export interface RecordTexts {
  singular: string;
  plural: string;
  add: string;
  edit: string;
  created: string;
  updated: string;
  deleted: string;
  confirmDelete: string;
  notFound: string;
  empty: string;
  emptyHint: string;
  loadFailed: string;
  /** A heading over `loadFailed` where the spec gives one ("Error Loading Data"). */
  loadFailedTitle?: string;
  saveFailed: string;
  deleteFailed: string;
}

/** Texts for a kind from its names ("asset", "assets"); a kind may override any. */
export function recordTexts(singular: string, plural: string, over: Partial<RecordTexts> = {}): RecordTexts {
  const Single = singular[0]!.toUpperCase() + singular.slice(1);
  const Plural = plural[0]!.toUpperCase() + plural.slice(1);
  return {
    singular: Single,
    plural: Plural,
    add: `Add ${Single}`,
    edit: `Edit ${Single}`,
    created: `${Single} added`,
    updated: `${Single} updated`,
    deleted: `${Single} deleted`,
    confirmDelete: `Are you sure you want to delete this ${singular}?`,
    notFound: `${Single} not found`,
    empty: `No ${plural} yet`,
    emptyHint: `Try adjusting your search or filters.`,
    loadFailed: `Failed to load ${plural}. Please try again.`,
    saveFailed: `Failed to save ${singular}. Please try again.`,
    deleteFailed: `Failed to delete ${singular}. Please try again.`,
    ...over,
  };
}
