import { eq, sql } from 'drizzle-orm';
import {
  INVOICE_TEXTS,
  invoiceFileName,
  type IfMatch,
  type InvoiceActionResult,
  type InvoiceSupplier,
} from '@estate/domain';
import type { Db } from '../../../db/client.js';
import { invoices } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../../audit/record-audit.js';
import { invoiceEmail } from '../../email/templates/index.js';
import { formatNzd } from '../../estate-money/statement-pdf.js';
import { enqueueEmail } from '../../outbox/enqueue-email.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { issueDraft } from './issue-invoice.js';
import { loadInvoice, lockInvoiceAtVersion } from './load-invoice.js';
import { publishChange } from '../../events/change-feed.js';

/**
 * Send: in one transaction, issues a draft first (`issueDraft`: it gets its number; a draft is
 * never emailed, decision 072), renders the PDF tax invoice, puts the email carrying it in the outbox
 * for the invoice's billing email (the worker sends it), marks the invoice sent (a paid invoice
 * stays paid) with the time, and audits it. Made against the version the invoice was read at
 * (decision 060): 412 with the invoice as it is now, before the rules. No billing email: 400, and
 * nothing changes.
 */
export async function sendInvoice(
  db: Db,
  supplier: InvoiceSupplier,
  actor: Actor,
  id: string,
  expected: IfMatch,
): Promise<InvoiceActionResult> {
  return db.transaction(async (tx) => {
    let invoice = await lockInvoiceAtVersion(tx, supplier, id, expected);
    const to = invoice.billingEmail;
    if (!to) throw new AppError('BAD_REQUEST', INVOICE_TEXTS.noBillingEmail);
    if (invoice.number === null) {
      await issueDraft(tx, invoice, { actorId: actor.id });
      invoice = await loadInvoice(tx, supplier, id);
    }
    const number = invoice.number;
    // Issued above: what is emailed is always a numbered tax invoice.
    if (number === null) throw new AppError('CONFLICT', INVOICE_TEXTS.sendFailed);
    const pdf = Buffer.from(await renderInvoicePdf(invoice));
    const outboxId = await enqueueEmail(tx, {
      kind: 'invoice',
      to,
      ...invoiceEmail({
        customerName: invoice.customerName,
        number,
        supplier: invoice.supplier,
        total: formatNzd(invoice.totalCents),
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        paidDate: invoice.status === 'paid' ? invoice.paidDate : null,
      }),
      attachments: [
        { filename: invoiceFileName({ id, number }), contentType: 'application/pdf', content: pdf },
      ],
    });
    const stays = invoice.status === 'paid';
    await tx
      .update(invoices)
      .set({
        ...(stays ? {} : { status: 'sent' }),
        sentAt: new Date(),
        version: sql`${invoices.version} + 1`,
      })
      .where(eq(invoices.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'invoice.sent',
      entityType: 'invoice',
      entityId: id,
      data: { number, to, outboxId, totalCents: invoice.totalCents },
    });
    await publishChange(tx, { kind: 'invoices', estateId: null, id, action: 'updated' });
    return {
      invoice: await loadInvoice(tx, supplier, id),
      message: INVOICE_TEXTS.sent(number, to),
    };
  });
}
