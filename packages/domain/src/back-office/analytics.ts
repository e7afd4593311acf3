/**
 * Analytics (spec 3 §2 "Analytics", issue 15) and the Admin Dashboard (spec 3 §2 "Admin Dashboard"):
 * the windows a period covers, and the answers of `GET /api/analytics` and `GET /api/admin/dashboard`.
 * Money is integer cents; dates are New Zealand calendar dates (YYYY-MM-DD) and months `YYYY-MM`.
 */
import { z } from 'zod';
import { addDays } from '../dates.js';
import { INVOICE_STATUSES } from './billing.js';

/** Spec 3 §9: the analytics periods. */
export const ANALYTICS_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/**
 * What each period covers, in words that match its window (`analyticsWindow`): quarter and year are
 * whole calendar months up to today, so they are named by their months, not "last 3/12 months"
 * (which would start three or twelve months ago to the day; issue 42 item 14).
 */
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  week: 'Last 7 days',
  month: 'This month so far',
  quarter: 'This month and the 2 before',
  year: 'This month and the 11 before',
};

export const analyticsQuerySchema = z.object({
  period: z
    .enum(ANALYTICS_PERIODS, { message: 'Please choose a period: week, month, quarter or year' })
    .default('month'),
});

const monthSchema = z.string().regex(/^\d{4}-\d{2}$/);
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `YYYY-MM` of a date, and the months from one month to another, both included. */
function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}
function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** The last `count` calendar months, oldest first, ending with the month of `today`. */
export function lastMonths(today: string, count: number): string[] {
  const current = monthOf(today);
  return Array.from({ length: count }, (_, i) => shiftMonth(current, i - count + 1));
}

export interface AnalyticsWindow {
  /** First and last day counted, both included (New Zealand dates). */
  from: string;
  to: string;
  /** The calendar months the window touches, oldest first: the Monthly Activity bars. */
  months: string[];
}

/**
 * The days a period covers, up to and including `today` (New Zealand): week is the last seven days;
 * month is this calendar month so far; quarter the last three calendar months and year the last
 * twelve, each including this one. Whole months, so Monthly Activity's bars are whole months (but
 * the week's, which count only its seven days).
 */
export function analyticsWindow(period: AnalyticsPeriod, today: string): AnalyticsWindow {
  if (period === 'week') {
    const from = addDays(today, -6);
    const months = monthOf(from) === monthOf(today) ? [monthOf(today)] : [monthOf(from), monthOf(today)];
    return { from, to: today, months };
  }
  const count = period === 'month' ? 1 : period === 'quarter' ? 3 : 12;
  const months = lastMonths(today, count);
  return { from: `${months[0]}-01`, to: today, months };
}

/** "Jul 2026" for `2026-07`. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-NZ', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

export const analyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  from: dateSchema,
  to: dateSchema,
  cards: z.object({
    /** Estates whose status is active, now. */
    activeEstates: z.number().int(),
    /** Estates whose Closed stage was completed in the window. */
    completedEstates: z.number().int(),
    /** Average whole days from opening to completion of those; null when none completed. */
    averageCompletionDays: z.number().int().nullable(),
    /** Sum of the assets' values, exact cents. */
    totalAssetsCents: z.number().int(),
    beneficiaries: z.number().int(),
  }),
  /** Active estates, newest first, at most ESTATE_PROGRESS_LIMIT; `activeEstates` says how many there are. */
  estateProgress: z.array(
    z.object({
      estateId: z.string(),
      deceasedName: z.string(),
      completedTasks: z.number().int(),
      totalTasks: z.number().int(),
      /** Whole percent of tasks completed (0 with no tasks). */
      percent: z.number().int(),
    }),
  ),
  /** Asset value per asset type, largest first; `share` is of the total, in basis points. */
  assetDistribution: z.array(
    z.object({
      type: z.string(),
      label: z.string(),
      count: z.number().int(),
      valueCents: z.number().int(),
      shareBasisPoints: z.number().int(),
    }),
  ),
  /** Per calendar month of the window (only the window's days counted): what was added. */
  monthlyActivity: z.array(
    z.object({
      month: monthSchema,
      label: z.string(),
      estates: z.number().int(),
      documents: z.number().int(),
      tasks: z.number().int(),
    }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** How many estates Estate Progress lists. */
export const ESTATE_PROGRESS_LIMIT = 10;

/** Whole percent of `part` in `whole`, rounded half up, by integer arithmetic (0 for an empty whole). */
export function wholePercent(part: number, whole: number): number {
  return whole <= 0 ? 0 : Math.floor((part * 200 + whole) / (2 * whole));
}

/** Basis points (1/100 of a percent) of `part` in `whole`, rounded half up (0 for an empty whole). */
export function basisPointsOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  // BigInt: a sum of cents times 20,000 may pass 2^53.
  const [p, w] = [BigInt(part), BigInt(whole)];
  return Number((p * 20000n + w) / (2n * w));
}

/**
 * A cents amount in millions of dollars as the Analytics card shows it ("$2.4M"), one decimal,
 * rounded half up by integer arithmetic. The exact amount is in the answer and shown beside it.
 */
export function formatMillions(cents: number): string {
  const tenths = Math.floor((Math.abs(cents) + 5_000_000) / 10_000_000);
  return `${cents < 0 ? '-' : ''}$${Math.floor(tenths / 10)}.${tenths % 10}M`;
}

export const RECENT_INVOICES_LIMIT = 5;

export const adminDashboardSchema = z.object({
  /** The month the revenue card counts (this month in New Zealand). */
  month: monthSchema,
  cards: z.object({
    /** Accounts that exist (not deleted). */
    totalUsers: z.number().int(),
    /** Of those, the ones who may sign in (not deactivated). */
    activeUsers: z.number().int(),
    totalEstates: z.number().int(),
    activeEstates: z.number().int(),
    /** Invoices issued this month, drafts excluded, totals including GST. */
    monthlyRevenueCents: z.number().int(),
    /** Sent and not yet paid, overdue ones included. */
    pendingInvoices: z.number().int(),
    pendingInvoicesCents: z.number().int(),
    overdueInvoices: z.number().int(),
  }),
  /** The last twelve calendar months, oldest first. */
  usageTrends: z.array(
    z.object({
      month: monthSchema,
      label: z.string(),
      estates: z.number().int(),
      documents: z.number().int(),
      /** Invoices issued that month, drafts excluded, including GST. */
      revenueCents: z.number().int(),
    }),
  ),
  recentInvoices: z.array(
    z.object({
      id: z.string(),
      /** Null while a draft. */
      number: z.string().nullable(),
      customerName: z.string(),
      totalCents: z.number().int(),
      status: z.enum(INVOICE_STATUSES),
      issueDate: dateSchema,
      dueDate: dateSchema,
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
