import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  InvoiceListItem,
  InvoiceListSummary,
  InvoiceStatus,
  RecordList,
  invoiceListQuerySchema,
} from '@estate/domain';
import type { Db } from '../../db/client.js';
import { invoices as i } from '../../db/schema.js';
import { keysetPage } from '../records/keyset.js';
import { listQueryParts, type ListedKind } from '../records/list-query.js';
import { countsOf, sumsOf } from '../records/summaries.js';
import { invoiceOutstandingSql, invoiceOverdueSql, invoiceOwedSql } from './billing-usage.js';

/** The status shown: an issued or sent invoice past its due date (today in New Zealand) is overdue. */
const shownStatus = sql<InvoiceStatus>`(case when ${invoiceOverdueSql} then 'overdue' else ${i.status} end)`;
const sentOnTime = and(eq(i.status, 'sent'), not(invoiceOverdueSql))!;
const issuedOnTime = and(eq(i.status, 'issued'), not(invoiceOverdueSql))!;

/** What the Invoices tab searches, filters and sorts (the records kit's list plumbing). */
const invoiceList: ListedKind = {
  search: [i.number, i.customerName],
  filters: {
    status: (v) =>
      v === 'overdue'
        ? invoiceOverdueSql
        : v === 'sent'
          ? sentOnTime
          : v === 'issued'
            ? issuedOnTime
            : eq(i.status, v),
    billingAccountId: i.billingAccountId,
  },
  sorts: {
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    number: i.number,
    customer: i.customerName,
    total: i.totalCents,
  },
  defaultSort: { key: 'issueDate', order: 'desc' },
};

export type InvoiceQuery = z.output<typeof invoiceListQuerySchema>;

/**
 * `GET /api/admin/invoices`: every invoice (admins), searched by number or customer, filtered by the
 * status shown, newest issued first; counts per status and totals including GST over the filtered
 * list.
 */
export async function listInvoices(
  db: Db,
  query: InvoiceQuery,
): Promise<RecordList<InvoiceListItem, InvoiceListSummary>> {
  const parts = listQueryParts(invoiceList, query, [], i.id);
  const { filtered, orderBy } = parts;
  const page = keysetPage(parts, i, i.id, query);
  const [read, counts, sums, owed] = await page.reading(
    Promise.all([
      db
        .select({
          id: i.id,
          number: i.number,
          billingAccountId: i.billingAccountId,
          customerName: i.customerName,
          status: shownStatus,
          issueDate: i.issueDate,
          dueDate: i.dueDate,
          paidDate: i.paidDate,
          subtotalCents: i.subtotalCents,
          gstCents: i.gstCents,
          totalCents: i.totalCents,
          edge: page.edge,
        })
        .from(i)
        .where(inArray(i.id, page.ids))
        .orderBy(...orderBy),
      countsOf(db, i, filtered, {
        total: true,
        draft: eq(i.status, 'draft'),
        issued: issuedOnTime,
        sent: sentOnTime,
        paid: eq(i.status, 'paid'),
        overdue: invoiceOverdueSql,
      }),
      sumsOf(db, i, i.totalCents, filtered, { totalCents: true, paidCents: eq(i.status, 'paid') }),
      // What the outstanding invoices still ask: their totals less their credit notes (decision 081).
      sumsOf(db, i, invoiceOwedSql, filtered, { outstandingCents: invoiceOutstandingSql }),
    ]),
  );
  const { total, ...perStatus } = counts;
  const { rows, nextCursor, prevCursor } = page.finish(read, (r) => r);
  return {
    items: rows.map(({ edge: _edge, ...r }) => ({ ...r, totalCents: Number(r.totalCents) })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    summary: { ...perStatus, ...sums, ...owed },
    nextCursor,
    prevCursor,
  };
}
