import { and, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  addMonths,
  nzToday,
  type BillingOverview,
  type BillingSummary,
  type RevenueMonth,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { billingAccounts, estates, invoices } from '../../db/schema.js';
import { countsOf, nzTodaySql, sumsOf } from '../records/summaries.js';

/*
 * What a billing account is billed for, counted from the real rows (issue 15): a firm's estates are
 * those whose firm_id is the firm (decision 020), a person's are those they opened outside a firm
 * (a firm's matter is billed to the firm, never twice); the documents are those estates' documents.
 * The SQL is correlated to the billing_accounts row in the query around it.
 */

/*
 * Written as plain SQL naming `billing_accounts` outright: drizzle leaves a column unqualified when
 * a query has one table, which inside a subquery would name the subquery's own column instead.
 */
/** Whether the estate aliased `e` is billed to the billing_accounts row in scope. */
const billedTo = sql.raw(`(case when billing_accounts.type = 'law_firm'
  then e.firm_id = billing_accounts.law_firm_id
  else e.created_by = billing_accounts.user_id and e.firm_id is null end)`);

/** The account's estates. */
export const estatesCountSql = sql<number>`(select count(*)::int from estates e where ${billedTo})`;
/** The documents of the account's estates. */
export const documentsCountSql = sql<number>`(select count(*)::int from documents d join estates e on e.estate_id = d.estate_id where ${billedTo})`;
/** The account's latest invoice's issue date (drafts included), as text. */
export const lastInvoiceDateSql = sql<string | null>`(select max(i.issue_date)::text from invoices i
  where i.billing_account_id = billing_accounts.billing_account_id)`;
/** The firm's or the person's name. */
export const entityNameSql = sql<string | null>`coalesce(
  (select f.name from law_firms f where f.law_firm_id = billing_accounts.law_firm_id),
  (select u.name from users u where u.user_id = billing_accounts.user_id))`;

/** An account's usage now (inside the transaction that bills it). */
export async function usageOf(
  db: Db | Tx,
  accountId: string,
): Promise<{ estates: number; documents: number }> {
  const [row] = await db
    .select({ estates: estatesCountSql, documents: documentsCountSql })
    .from(billingAccounts)
    .where(eq(billingAccounts.id, accountId));
  return { estates: Number(row?.estates ?? 0), documents: Number(row?.documents ?? 0) };
}

/** Issued (emailed or not) and not paid: what is still owed. */
export const invoiceOutstandingSql = sql`(${invoices.status} in ('issued', 'sent'))`;
/** An outstanding invoice past its due date, today in New Zealand: never stored. */
export const invoiceOverdueSql = sql`(${invoiceOutstandingSql} and ${invoices.dueDate} < ${nzTodaySql})`;
/** Issued (not a draft): what counts as revenue, by its issue date, including GST. */
const issued = ne(invoices.status, 'draft');

/** The first day of the month `months` from this one (New Zealand), YYYY-MM-DD. */
function monthStart(months: number, today = nzToday()): string {
  return addMonths(`${today.slice(0, 7)}-01`, months);
}

/** Spec 3 §3's billing summary over the whole platform (the cards of Billing Management). */
export async function billingSummary(db: Db): Promise<BillingSummary> {
  const thisMonth = monthStart(0);
  const lastMonth = monthStart(-1);
  const nextMonth = monthStart(1);
  const onTime = sql`(${invoiceOutstandingSql} and ${invoices.dueDate} >= ${nzTodaySql})`;
  const [accounts, [activeEstates], counts, sums] = await Promise.all([
    countsOf(db, billingAccounts, sql`true`, { active: eq(billingAccounts.status, 'active') }),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(estates)
      .where(
        and(
          eq(estates.status, 'active'),
          sql`exists (select 1 from billing_accounts b where b.status = 'active' and (
            (b.type = 'law_firm' and b.law_firm_id = ${estates.firmId}) or
            (b.type = 'individual' and b.user_id = ${estates.createdBy} and ${estates.firmId} is null)))`,
        ),
      ),
    countsOf(db, invoices, sql`true`, { pending: onTime, overdue: invoiceOverdueSql }),
    sumsOf(db, invoices, invoices.totalCents, sql`true`, {
      current: and(issued, gte(invoices.issueDate, thisMonth), lt(invoices.issueDate, nextMonth))!,
      previous: and(issued, gte(invoices.issueDate, lastMonth), lt(invoices.issueDate, thisMonth))!,
      pending: onTime,
      overdue: invoiceOverdueSql,
    }),
  ]);
  return {
    totalActiveAccounts: accounts.active,
    totalActiveEstates: Number(activeEstates?.n ?? 0),
    revenueCurrentMonthCents: sums.current,
    revenuePreviousMonthCents: sums.previous,
    pendingInvoices: counts.pending,
    pendingCents: sums.pending,
    overdueInvoices: counts.overdue,
    overdueCents: sums.overdue,
  };
}

/**
 * Revenue per month for the last twelve months, this one included, oldest first: the invoices
 * issued that month (drafts excluded), including GST. Months without invoices are zero.
 */
export async function revenueByMonth(db: Db): Promise<RevenueMonth[]> {
  const from = monthStart(-11);
  const month: SQL<string> = sql<string>`to_char(${invoices.issueDate}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      cents: sql<string>`coalesce(sum(${invoices.totalCents}), 0)`,
      invoices: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .where(and(issued, gte(invoices.issueDate, from), lt(invoices.issueDate, monthStart(1))))
    .groupBy(month);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return Array.from({ length: 12 }, (_, i) => {
    const key = monthStart(i - 11).slice(0, 7);
    const row = byMonth.get(key);
    return { month: key, revenueCents: Number(row?.cents ?? 0), invoices: Number(row?.invoices ?? 0) };
  });
}

/** `GET /api/admin/billing/summary`: the cards and the revenue chart. */
export async function getBillingOverview(db: Db): Promise<BillingOverview> {
  const [summary, months] = await Promise.all([billingSummary(db), revenueByMonth(db)]);
  return { summary, revenueByMonth: months };
}
