import { eq } from 'drizzle-orm';
import { INVOICE_TEXTS, type IfMatch, type InvoiceSupplier } from '@estate/domain';
import type { Db } from '../../../db/client.js';
import { invoices } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../../audit/record-audit.js';
import { publishChange } from '../../events/change-feed.js';
import { lockInvoiceAtVersion } from './load-invoice.js';

/**
 * Delete (`DELETE /api/admin/invoices/:id`): a draft, which has no number, goes with its lines, so
 * no number is skipped. An issued invoice stays as issued (decision 072): 409 saying how to correct
 * it, and nothing changes. Made against the version it was read at (decision 060).
 */
export async function deleteInvoice(
  db: Db,
  supplier: InvoiceSupplier,
  actor: Actor,
  id: string,
  expected: IfMatch,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoiceAtVersion(tx, supplier, id, expected);
    if (invoice.number !== null) throw new AppError('CONFLICT', INVOICE_TEXTS.issuedStays(invoice.number));
    await tx.delete(invoices).where(eq(invoices.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'invoice.deleted',
      entityType: 'invoice',
      entityId: id,
      data: {
        name: INVOICE_TEXTS.draftName,
        billingAccountId: invoice.billingAccountId,
        customer: invoice.customerName,
        totalCents: invoice.totalCents,
      },
    });
    await publishChange(tx, { kind: 'invoices', estateId: null, id, action: 'deleted' });
    return { message: INVOICE_TEXTS.deleted };
  });
}
