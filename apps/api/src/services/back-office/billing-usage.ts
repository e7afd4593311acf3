import { and, eq, sql } from 'drizzle-orm';
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

/** What the invoice's credit notes credit together, including GST (decision 081). */
const invoiceCreditedSql = sql<string>`(select coalesce(sum(c.total_cents), 0) from credit_notes c where c.invoice_id = ${invoices.id})`;
/** What the invoice still asks: its total less its credit notes. */
export const invoiceOwedSql = sql<string>`(${invoices.totalCents} - ${invoiceCreditedSql})`;
/** Issued (emailed or not), not paid, and not credited in full: what is still owed. */
export const invoiceOutstandingSql = sql`(${invoices.status} in ('issued', 'sent') and ${invoiceOwedSql} > 0)`;
/** An outstanding invoice past its due date, today in New Zealand: never stored. */
export const invoiceOverdueSql = sql`(${invoiceOutstandingSql} and ${invoices.dueDate} < ${nzTodaySql})`;
/**
 * Revenue (including GST) by the day it arose: each issued invoice (not a draft) on its issue date,
 * less each credit note on its own date (decision 081), from `from` up to `to` (YYYY-MM-DD). One row
 * per entry: `on_date`, `cents`, and `invoice` (1 for an invoice, 0 for a credit note).
 */
export const revenueEntriesSql = (from: string, to: string) => sql`(
  select i.issue_date as on_date, i.total_cents as cents, 1 as invoice from invoices i
    where i.status <> 'draft' and i.issue_date >= ${from} and i.issue_date < ${to}
  union all
  select c.issue_date, -c.total_cents, 0 from credit_notes c
    where c.issue_date >= ${from} and c.issue_date < ${to}
) revenue`;

/** Revenue by month (YYYY-MM) from `from` up to `to`: invoices issued less credit notes, and how many invoices. */
export async function revenueMonths(
  db: Db,
  from: string,
  to: string,
): Promise<Map<string, { cents: number; invoices: number }>> {
  const result = await db.execute(
    sql`select to_char(on_date, 'YYYY-MM') as month, coalesce(sum(cents), 0)::text as cents, sum(invoice)::int as invoices
      from ${revenueEntriesSql(from, to)} group by 1`,
  );
  // Both drivers (node-postgres, PGlite) answer `{ rows }`; a bigint sum arrives as text.
  const { rows } = result as { rows: { month: string; cents: string; invoices: number }[] };
  return new Map(rows.map((r) => [r.month, { cents: Number(r.cents), invoices: Number(r.invoices) }]));
}

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
  const [accounts, [activeEstates], counts, sums, revenue] = await Promise.all([
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
    sumsOf(db, invoices, invoiceOwedSql, sql`true`, { pending: onTime, overdue: invoiceOverdueSql }),
    revenueMonths(db, lastMonth, nextMonth),
  ]);
  return {
    totalActiveAccounts: accounts.active,
    totalActiveEstates: Number(activeEstates?.n ?? 0),
    revenueCurrentMonthCents: revenue.get(thisMonth.slice(0, 7))?.cents ?? 0,
    revenuePreviousMonthCents: revenue.get(lastMonth.slice(0, 7))?.cents ?? 0,
    pendingInvoices: counts.pending,
    pendingCents: sums.pending,
    overdueInvoices: counts.overdue,
    overdueCents: sums.overdue,
  };
}

/**
 * Revenue per month for the last twelve months, this one included, oldest first: the invoices
 * issued that month (drafts excluded) less the credit notes issued that month, including GST.
 * Months without either are zero.
 */
export async function revenueByMonth(db: Db): Promise<RevenueMonth[]> {
  const byMonth = await revenueMonths(db, monthStart(-11), monthStart(1));
  return Array.from({ length: 12 }, (_, i) => {
    const key = monthStart(i - 11).slice(0, 7);
    const row = byMonth.get(key);
    return { month: key, revenueCents: row?.cents ?? 0, invoices: row?.invoices ?? 0 };
  });
}

/** `GET /api/admin/billing/summary`: the cards and the revenue chart. */
export async function getBillingOverview(db: Db): Promise<BillingOverview> {
  const [summary, months] = await Promise.all([billingSummary(db), revenueByMonth(db)]);
  return { summary, revenueByMonth: months };
}
