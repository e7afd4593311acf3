import { asc, eq, sql } from 'drizzle-orm';
import {
  INVOICE_TEXTS,
  type IfMatch,
  invoiceStatusOf,
  nzToday,
  storedInvoiceStatus,
  type InvoiceDto,
  type InvoiceSupplier,
} from '@estate/domain';
import type { Db, Tx } from '../../../db/client.js';
import { billingAccounts, creditNotes, invoiceLines, invoices, lawFirms, users } from '../../../db/schema.js';
import { notFound } from '../../../lib/app-error.js';
import { requireVersion } from '../../../lib/versions.js';
import { lastChangeOf } from '../../audit/last-change.js';

/** The invoice's audit events that change it (its trail also records downloads of its PDF). */
export const INVOICE_CHANGES = [
  'invoice.created',
  'invoice.issued',
  'invoice.sent',
  'invoice.paid',
  'invoice.credited',
];

/** Blank text counts as none. */
const present = (column: unknown) => sql`nullif(btrim(${column}), '')`;

/**
 * One invoice as the invoice page, its PDF and its email show it, with its lines and the supplier
 * (the platform's settings). `lock` holds the invoice's row for the caller's transaction, so two
 * Sends or a Send and a Mark Paid at once are done one after the other. Unknown id: 404.
 */
export async function loadInvoice(
  db: Db | Tx,
  supplier: InvoiceSupplier,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<InvoiceDto> {
  const query = db
    .select({
      invoice: invoices,
      accountName: sql<string>`coalesce(${lawFirms.name}, ${users.name}, ${invoices.customerName})`,
      customerGstNumber: lawFirms.gstNumber,
      // Where Send goes (and what issuing copies): the account's billing email, else the firm's contact email or the person's
      // own (not a deleted account's).
      billingEmail: sql<string | null>`coalesce(${present(billingAccounts.billingEmail)}, ${present(
        lawFirms.contactEmail,
      )}, case when ${users.deletedAt} is null then ${present(users.email)} end)`,
    })
    .from(invoices)
    .innerJoin(billingAccounts, eq(billingAccounts.id, invoices.billingAccountId))
    .leftJoin(lawFirms, eq(lawFirms.id, billingAccounts.lawFirmId))
    .leftJoin(users, eq(users.id, billingAccounts.userId))
    .where(eq(invoices.id, id));
  const [row] = lock ? await query.for('update', { of: invoices }) : await query;
  if (!row) throw notFound(INVOICE_TEXTS.notFoundTitle);
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
  const credits = await db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      issueDate: creditNotes.issueDate,
      reason: creditNotes.reason,
      subtotalCents: creditNotes.subtotalCents,
      gstCents: creditNotes.gstCents,
      totalCents: creditNotes.totalCents,
      createdByName: users.name,
    })
    .from(creditNotes)
    .leftJoin(users, eq(users.id, creditNotes.createdBy))
    .where(eq(creditNotes.invoiceId, id))
    .orderBy(asc(creditNotes.number));
  const i = row.invoice;
  const creditedCents = credits.reduce((sum, c) => sum + c.totalCents, 0);
  return {
    id: i.id,
    number: i.number,
    billingAccountId: i.billingAccountId,
    accountName: row.accountName,
    customerName: i.customerName,
    customerAddress: i.customerAddress,
    customerEmail: i.customerEmail,
    customerGstNumber: row.customerGstNumber,
    // An invoice credited in full asks nothing more, so it is never overdue (decision 081).
    status:
      creditedCents >= i.totalCents && i.number !== null
        ? storedInvoiceStatus(i.status)
        : invoiceStatusOf(storedInvoiceStatus(i.status), i.dueDate, nzToday()),
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    paidDate: i.paidDate,
    sentAt: i.sentAt?.toISOString() ?? null,
    periodStart: i.periodStart,
    periodEnd: i.periodEnd,
    subtotalCents: i.subtotalCents,
    gstCents: i.gstCents,
    totalCents: i.totalCents,
    notes: i.notes,
    billingEmail: row.billingEmail,
    version: i.version,
    lines: lines.map((l) => ({
      id: l.id,
      description: l.description,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      amountCents: l.amountCents,
      gstCents: l.gstCents,
    })),
    creditNotes: credits,
    creditedCents,
    supplier,
  };
}

/**
 * The invoice for a change (Issue, Send, Mark Paid, Delete): its row locked for the caller's
 * transaction, and made against the version it was read at (decision 060): 412 with the invoice as
 * it is now, and its last change, before any rule of the change is checked.
 */
export async function lockInvoiceAtVersion(
  tx: Tx,
  supplier: InvoiceSupplier,
  id: string,
  expected: IfMatch,
): Promise<InvoiceDto> {
  const invoice = await loadInvoice(tx, supplier, id, { lock: true });
  await requireVersion(expected, invoice.version, async () => ({
    current: invoice,
    ...(await lastChangeOf(tx, 'invoice', id, INVOICE_CHANGES)),
  }));
  return invoice;
}
