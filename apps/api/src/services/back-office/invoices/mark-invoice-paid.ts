import { eq, sql } from 'drizzle-orm';
import {
  CREDIT_NOTE_TEXTS,
  INVOICE_TEXTS,
  nzToday,
  type IfMatch,
  type InvoiceActionResult,
  type InvoiceSupplier,
} from '@estate/domain';
import type { Db } from '../../../db/client.js';
import { invoices } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../../audit/record-audit.js';
import { loadInvoice, lockInvoiceAtVersion } from './load-invoice.js';
import { publishChange } from '../../events/change-feed.js';

/**
 * Mark Paid: the invoice is paid today (in New Zealand), so it is no longer overdue; audited in the
 * same transaction. A draft: 409, issue it first. Made against the version the invoice was read at (decision 060): 412 with the
 * invoice as it is now, before the rules. An invoice already paid: 400, its paid date unchanged.
 */
export async function markInvoicePaid(
  db: Db,
  supplier: InvoiceSupplier,
  actor: Actor,
  id: string,
  expected: IfMatch,
): Promise<InvoiceActionResult> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoiceAtVersion(tx, supplier, id, expected);
    if (invoice.status === 'paid') throw new AppError('BAD_REQUEST', INVOICE_TEXTS.alreadyPaid);
    // A payment is recorded against a tax invoice: a draft is issued first (decision 072).
    if (invoice.number === null) throw new AppError('CONFLICT', INVOICE_TEXTS.issueBeforePaid);
    // Credited in full (decision 081): nothing is owed, so there is no payment to record.
    if (invoice.creditedCents >= invoice.totalCents)
      throw new AppError('CONFLICT', CREDIT_NOTE_TEXTS.nothingToPay(invoice.number));
    const paidDate = nzToday();
    await tx
      .update(invoices)
      .set({ status: 'paid', paidDate, version: sql`${invoices.version} + 1` })
      .where(eq(invoices.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'invoice.paid',
      entityType: 'invoice',
      entityId: id,
      data: { number: invoice.number, paidDate, was: invoice.status, totalCents: invoice.totalCents },
    });
    await publishChange(tx, { kind: 'invoices', estateId: null, id, action: 'updated' });
    return { invoice: await loadInvoice(tx, supplier, id), message: INVOICE_TEXTS.markedPaid };
  });
}
