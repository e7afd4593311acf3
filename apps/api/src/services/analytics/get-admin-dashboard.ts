import { desc, sql } from 'drizzle-orm';
import {
  RECENT_INVOICES_LIMIT,
  invoiceStatusOf,
  storedInvoiceStatus,
  lastMonths,
  monthLabel,
  nzToday,
  type AdminDashboard,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import { documents, estates, invoices, users } from '../../db/schema.js';
import { countsOf, sumsOf } from '../records/summaries.js';
import { nzMonthOf } from './get-analytics.js';

/** Invoices that count as revenue: issued (sent or paid), never a draft. */
const issued = sql`${invoices.status} <> 'draft'`;

/**
 * The Admin Dashboard (spec 3 §2; issue 15), from the real rows of the whole platform (admins only;
 * the route checks `admin:access`). Revenue is what was invoiced: the totals including GST of the
 * invoices issued in the month (by issue date, in New Zealand), drafts excluded, whether paid yet or
 * not. Pending invoices are those issued (emailed or not) and not paid, overdue ones included (shown apart in the hint).
 */
export async function getAdminDashboard(db: Db): Promise<AdminDashboard> {
  const today = nzToday();
  const months = lastMonths(today, 12);
  const month = months.at(-1)!;
  const first = `${months[0]}-01`;
  const sent = sql`${invoices.status} in ('issued', 'sent')`;
  const overdue = sql`${invoices.status} in ('issued', 'sent') and ${invoices.dueDate} < ${today}`;
  const thisMonth = sql`${issued} and to_char(${invoices.issueDate}, 'YYYY-MM') = ${month}`;
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
    countsOf(db, invoices, sql`true`, { pending: sent, overdue }),
    sumsOf(db, invoices, invoices.totalCents, sql`true`, { pending: sent, thisMonth }),
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
    db
      .select({
        month: sql<string>`to_char(${invoices.issueDate}, 'YYYY-MM')`,
        cents: sql<string>`coalesce(sum(${invoices.totalCents}), 0)`,
      })
      .from(invoices)
      .where(sql`${issued} and ${invoices.issueDate} >= ${first}`)
      .groupBy(sql`1`),
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
  const revenueBy = new Map(revenue.map((r) => [r.month, Number(r.cents)]));
  return {
    month,
    cards: {
      totalUsers: userCounts.total,
      activeUsers: userCounts.active,
      totalEstates: estateCounts.total,
      activeEstates: estateCounts.active,
      monthlyRevenueCents: invoiceSums.thisMonth,
      pendingInvoices: invoiceCounts.pending,
      pendingInvoicesCents: invoiceSums.pending,
      overdueInvoices: invoiceCounts.overdue,
    },
    usageTrends: months.map((m) => ({
      month: m,
      label: monthLabel(m),
      estates: estatesBy.get(m) ?? 0,
      documents: documentsBy.get(m) ?? 0,
      revenueCents: revenueBy.get(m) ?? 0,
    })),
    recentInvoices: recent.map((invoice) => ({
      ...invoice,
      status: invoiceStatusOf(storedInvoiceStatus(invoice.status), invoice.dueDate, today),
    })),
  };
}
