import { eq, sql } from 'drizzle-orm';
import {
  INVOICE_TEXTS,
  invoiceDueDate,
  invoiceNumberOf,
  nzToday,
  type IfMatch,
  type InvoiceActionResult,
  type InvoiceDto,
  type InvoiceSupplier,
} from '@estate/domain';
import type { Db, Tx } from '../../../db/client.js';
import { billingAccounts, invoiceNumbering, invoices } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../../audit/record-audit.js';
import { publishChange } from '../../events/change-feed.js';
import { customerOf } from './customer-of.js';
import { loadInvoice, lockInvoiceAtVersion } from './load-invoice.js';

/**
 * Issues a draft (locked by the caller, as `loadInvoice(…, { lock: true })` holds it): the next
 * invoice number, today (in New Zealand, or `issueDate`) as its date and due 15 days later, the
 * customer's name, address and email copied as they are now, status `issued`; audited. From then on
 * it is a tax invoice and stays as issued (decision 072; the database's triggers hold it).
 *
 * The number is the counter row's next value, taken by an UPDATE in this transaction: concurrent
 * issues wait for each other, and an issue that rolls back gives its number back, so the numbers of
 * issued invoices have no gaps.
 */
export async function issueDraft(
  tx: Tx,
  draft: Pick<InvoiceDto, 'id' | 'billingAccountId' | 'billingEmail' | 'totalCents'>,
  opts: { actorId: string | null; issueDate?: string },
): Promise<string> {
  const [account] = await tx
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.id, draft.billingAccountId));
  if (!account) throw new AppError('CONFLICT', INVOICE_TEXTS.issueFailed);
  const customer = await customerOf(tx, account);
  const [counter] = await tx
    .update(invoiceNumbering)
    .set({ lastNumber: sql`${invoiceNumbering.lastNumber} + 1` })
    .where(eq(invoiceNumbering.id, 1))
    .returning({ n: invoiceNumbering.lastNumber });
  // The migration makes the row; should it be missing, the first number is INV-001001.
  const next =
    counter?.n ??
    (
      await tx
        .insert(invoiceNumbering)
        .values({ id: 1, lastNumber: 1001 })
        .returning({ n: invoiceNumbering.lastNumber })
    )[0]!.n;
  const number = invoiceNumberOf(next);
  const issueDate = opts.issueDate ?? nzToday();
  await tx
    .update(invoices)
    .set({
      number,
      status: 'issued',
      issueDate,
      dueDate: invoiceDueDate(issueDate),
      customerName: customer.name,
      customerAddress: customer.address,
      customerEmail: draft.billingEmail,
      version: sql`${invoices.version} + 1`,
    })
    .where(eq(invoices.id, draft.id));
  await recordAudit(tx, {
    actorId: opts.actorId,
    action: 'invoice.issued',
    entityType: 'invoice',
    entityId: draft.id,
    data: { name: number, number, customer: customer.name, totalCents: draft.totalCents },
    ...(opts.actorId === null ? { ipAddress: null } : {}),
  });
  return number;
}

/**
 * Issue (`POST /api/admin/invoices/:id/issue`): the draft becomes tax invoice INV-…, without
 * emailing it. Made against the version it was read at (decision 060): 412 with the invoice as it
 * is now, before the rules. Already issued: 409 naming its number, nothing changes.
 */
export async function issueInvoice(
  db: Db,
  supplier: InvoiceSupplier,
  actor: Actor,
  id: string,
  expected: IfMatch,
): Promise<InvoiceActionResult> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoiceAtVersion(tx, supplier, id, expected);
    if (invoice.number !== null) throw new AppError('CONFLICT', INVOICE_TEXTS.alreadyIssued(invoice.number));
    const number = await issueDraft(tx, invoice, { actorId: actor.id });
    await publishChange(tx, { kind: 'invoices', estateId: null, id, action: 'updated' });
    return { invoice: await loadInvoice(tx, supplier, id), message: INVOICE_TEXTS.issued(number) };
  });
}
