import { invoiceFileName, type InvoiceSupplier } from '@estate/domain';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../../audit/record-audit.js';
import { notFound } from '../../../lib/app-error.js';
import { renderCreditNotePdf } from './credit-note-pdf.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { loadInvoice } from './load-invoice.js';

/**
 * The invoice as its PDF, for an admin to download: a tax invoice once issued, else marked "Draft —
 * not a tax invoice" on every page; the download is audited.
 */
export async function downloadInvoice(
  db: Db,
  supplier: InvoiceSupplier,
  actor: Actor,
  id: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const invoice = await loadInvoice(db, supplier, id);
  const pdf = Buffer.from(await renderInvoicePdf(invoice));
  await recordAudit(db, {
    actorId: actor.id,
    action: 'invoice.downloaded',
    entityType: 'invoice',
    entityId: invoice.id,
    data: { number: invoice.number, customerName: invoice.customerName },
  });
  return { fileName: invoiceFileName(invoice), pdf };
}

/** One credit note of the invoice as its PDF (decision 081); 404 for one the invoice does not have. Audited. */
export async function downloadCreditNote(
  db: Db,
  supplier: InvoiceSupplier,
  actor: Actor,
  id: string,
  creditNoteId: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const invoice = await loadInvoice(db, supplier, id);
  const note = invoice.creditNotes.find((c) => c.id === creditNoteId);
  if (!note) throw notFound('Credit note not found');
  const pdf = Buffer.from(await renderCreditNotePdf(invoice, note));
  await recordAudit(db, {
    actorId: actor.id,
    action: 'invoice.credit_note_downloaded',
    entityType: 'invoice',
    entityId: invoice.id,
    data: { number: invoice.number, creditNote: note.number, customerName: invoice.customerName },
  });
  return { fileName: `credit-note-${note.number}.pdf`, pdf };
}
