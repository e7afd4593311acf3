import { desc, sql } from 'drizzle-orm';
import {
  RECENT_INVOICES_LIMIT,
  addMonths,
  invoiceStatusOf,
  storedInvoiceStatus,
  lastMonths,
  monthLabel,
  nzToday,
  type AdminDashboard,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import { documents, estates, invoices, users } from '../../db/schema.js';
import {
  invoiceOutstandingSql,
  invoiceOverdueSql,
  invoiceOwedSql,
  revenueMonths,
} from '../back-office/billing-usage.js';
import { countsOf, sumsOf } from '../records/summaries.js';
import { nzMonthOf } from './get-analytics.js';

/**
 * The Admin Dashboard (spec 3 §2; issue 15), from the real rows of the whole platform (admins only;
 * the route checks `admin:access`). Revenue is what was invoiced: the totals including GST of the
 * invoices issued in the month (by issue date, in New Zealand), drafts excluded, whether paid yet or
 * not, less the credit notes issued in the month (decision 081). Pending invoices are those issued
 * (emailed or not), not paid and not credited in full, overdue ones included (shown apart in the
 * hint), at what they still ask.
 */
/** The first day of the month after `month` (YYYY-MM), YYYY-MM-DD. */
const nextMonthStart = (month: string) => addMonths(`${month}-01`, 1);

export async function getAdminDashboard(db: Db): Promise<AdminDashboard> {
  const today = nzToday();
  const months = lastMonths(today, 12);
  const month = months.at(-1)!;
  const first = `${months[0]}-01`;
  const count = sql<number>`count(*)::int`;

  const [
    userCounts,
    estateCounts,
    invoiceCounts,
    invoiceSums,
    estatesPerMonth,
    documentsPerMonth,
    revenue,
    recent,
  ] = await Promise.all([
    // A deleted account is no user any more (its row stays only for the audit trail).
    countsOf(db, users, sql`${users.deletedAt} is null`, { total: true, active: sql`${users.active}` }),
    countsOf(db, estates, sql`true`, { total: true, active: sql`${estates.status} = 'active'` }),
    countsOf(db, invoices, sql`true`, { pending: invoiceOutstandingSql, overdue: invoiceOverdueSql }),
    sumsOf(db, invoices, invoiceOwedSql, sql`true`, { pending: invoiceOutstandingSql }),
    db
      .select({ month: nzMonthOf(estates.dateCreated).mapWith(String), count })
      .from(estates)
      .where(sql`${estates.dateCreated} >= (${first}::date::timestamp at time zone 'Pacific/Auckland')`)
      .groupBy(sql`1`),
    db
      .select({ month: nzMonthOf(documents.uploadDate).mapWith(String), count })
      .from(documents)
      .where(sql`${documents.uploadDate} >= (${first}::date::timestamp at time zone 'Pacific/Auckland')`)
      .groupBy(sql`1`),
    revenueMonths(db, first, nextMonthStart(month)),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        customerName: invoices.customerName,
        totalCents: invoices.totalCents,
        status: invoices.status,
        issueDate: invoices.issueDate,
        dueDate: invoices.dueDate,
      })
      .from(invoices)
      .orderBy(desc(invoices.issueDate), desc(invoices.createdAt), desc(invoices.number))
      .limit(RECENT_INVOICES_LIMIT),
  ]);

  const perMonth = (rows: { month: string; count: number }[]) => new Map(rows.map((r) => [r.month, r.count]));
  const estatesBy = perMonth(estatesPerMonth);
  const documentsBy = perMonth(documentsPerMonth);

  return {
    month,
    cards: {
      totalUsers: userCounts.total,
      activeUsers: userCounts.active,
      totalEstates: estateCounts.total,
      activeEstates: estateCounts.active,
      monthlyRevenueCents: revenue.get(month)?.cents ?? 0,
      pendingInvoices: invoiceCounts.pending,
      pendingInvoicesCents: invoiceSums.pending,
      overdueInvoices: invoiceCounts.overdue,
    },
    usageTrends: months.map((m) => ({
      month: m,
      label: monthLabel(m),
      estates: estatesBy.get(m) ?? 0,
      documents: documentsBy.get(m) ?? 0,
      revenueCents: revenue.get(m)?.cents ?? 0,
    })),
    recentInvoices: recent.map((invoice) => ({
      ...invoice,
      status: invoiceStatusOf(storedInvoiceStatus(invoice.status), invoice.dueDate, today),
    })),
  };
}
