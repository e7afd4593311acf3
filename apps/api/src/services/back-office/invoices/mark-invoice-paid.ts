import { eq } from 'drizzle-orm';
import { INVOICE_TEXTS, nzToday, type InvoiceActionResult, type InvoiceSupplier } from '@estate/domain';
import type { Db } from '../../../db/client.js';
import { invoices } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../../audit/record-audit.js';
import { loadInvoice } from './load-invoice.js';

/**
 * Mark Paid: the invoice is paid today (in New Zealand), so it is no longer overdue; audited in the
 * same transaction. An invoice already paid: 400, its paid date unchanged.
 */
export async function markInvoicePaid(
  db: Db,
  supplier: InvoiceSupplier,
  actor: Actor,
  id: string,
): Promise<InvoiceActionResult> {
  return db.transaction(async (tx) => {
    const invoice = await loadInvoice(tx, supplier, id, { lock: true });
    if (invoice.status === 'paid') throw new AppError('BAD_REQUEST', INVOICE_TEXTS.alreadyPaid);
    const paidDate = nzToday();
    await tx.update(invoices).set({ status: 'paid', paidDate }).where(eq(invoices.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'invoice.paid',
      entityType: 'invoice',
      entityId: id,
      data: { number: invoice.number, paidDate, was: invoice.status, totalCents: invoice.totalCents },
    });
    return { invoice: await loadInvoice(tx, supplier, id), message: INVOICE_TEXTS.markedPaid };
  });
}
