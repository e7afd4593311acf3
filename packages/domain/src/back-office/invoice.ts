/**
 * One invoice as the invoice page, its PDF and its email show it (spec 3 §2 "Invoice detail"; issue
 * 15). A draft is not a tax invoice and has no number; issuing it numbers it and makes it a New
 * Zealand tax invoice, which then stays as issued (decision 072). Money is integer cents; the subtotal excludes GST, the GST is 15%
 * on it (`invoiceTotals`), the total includes it. The status is the one shown: a sent invoice past
 * its due date in New Zealand is overdue (`invoiceStatusOf`), never stored.
 */
import { z } from 'zod';
import { recordVersionSchema } from '../versions.js';
import { INVOICE_STATUSES, type InvoiceStatus } from './billing.js';
import { creditNoteDtoSchema } from './credit-note.js';

const isoDate = z.iso.date();
const cents = z.number().int();

/** One line of the invoice; amounts exclude GST, `gstCents` is the line's own GST to the cent. */
export const invoiceLineDtoSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  quantity: z.number().int(),
  unitPriceCents: cents,
  amountCents: cents,
  gstCents: cents,
});
export type InvoiceLineDto = z.infer<typeof invoiceLineDtoSchema>;

/** Who issues the invoice: the platform's settings (INVOICE_SUPPLIER_NAME, INVOICE_GST_NUMBER, …). */
export const invoiceSupplierSchema = z.object({
  name: z.string(),
  gstNumber: z.string(),
  /** Multi-line; empty when not configured. */
  address: z.string(),
  /** How to pay (the bank account); multi-line, empty when not configured. */
  paymentDetails: z.string(),
});
export type InvoiceSupplier = z.infer<typeof invoiceSupplierSchema>;

/** GET /api/admin/invoices/:id */
export const invoiceDtoSchema = z.object({
  id: z.uuid(),
  /** "INV-001001" once issued; null while a draft (a draft is not a tax invoice). */
  number: z.string().nullable(),
  billingAccountId: z.uuid(),
  /** The billing account's firm or person, as named today. */
  accountName: z.string(),
  /** The customer as billed: copied when the invoice was made, so it never changes after. */
  customerName: z.string(),
  /** Multi-line. */
  customerAddress: z.string().nullable(),
  /** The email it was issued to (copied when issued; the recipient's identifier without an address). */
  customerEmail: z.string().nullable(),
  /** The billed firm's GST number (Settings › Firm Settings), printed as "Customer GST number". */
  customerGstNumber: z.string().nullable(),
  /** As shown: draft, sent, paid, or overdue (sent and past its due date in New Zealand). */
  status: z.enum(INVOICE_STATUSES),
  /** A draft's: the day it was made (issuing sets it to the day of issue); else the day it was issued. */
  issueDate: isoDate,
  dueDate: isoDate,
  paidDate: isoDate.nullable(),
  /** When it was last emailed. */
  sentAt: z.iso.datetime().nullable(),
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
  subtotalCents: cents,
  gstCents: cents,
  totalCents: cents,
  notes: z.string().nullable(),
  /**
   * Where Send emails it: the account's billing email, else the firm's contact email or the
   * person's own email; null when there is none.
   */
  billingEmail: z.string().nullable(),
  lines: z.array(invoiceLineDtoSchema),
  /** The credit notes that correct it (decision 081), oldest first; none for a draft. */
  creditNotes: z.array(creditNoteDtoSchema),
  /** What they credit together, including GST; what is left to credit is `totalCents` less this. */
  creditedCents: cents,
  supplier: invoiceSupplierSchema,
  /** The invoice's version (decision 060): Issue, Send, Mark Paid and Delete send it back as If-Match. */
  version: recordVersionSchema,
});
export type InvoiceDto = z.infer<typeof invoiceDtoSchema>;

/** POST /api/admin/invoices/:id/issue, /send and /mark-paid answer the invoice as it now is. */
export const invoiceActionResultSchema = z.object({ invoice: invoiceDtoSchema, message: z.string() });
export type InvoiceActionResult = z.infer<typeof invoiceActionResultSchema>;

/** How each shown status is labelled and coloured (the badge's colour only repeats its text). */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
};

/** Spec 3 §2 and §8, word for word where it gives them. */
export const INVOICE_TEXTS = {
  notFoundTitle: 'Invoice not found',
  notFound: "The invoice you're looking for doesn't exist.",
  loadFailed: 'Failed to load invoice. Please try again.',
  backToBilling: 'Back to Billing',
  markedPaid: 'Invoice marked as paid successfully',
  markPaidFailed: 'Failed to mark invoice as paid. Please try again.',
  alreadyPaid: 'This invoice has already been paid.',
  noBillingEmail:
    'This invoice has no billing email to send it to. Add a billing email to its billing account, or a contact email to the law firm.',
  sendFailed: 'Failed to send invoice. Please try again.',
  downloadFailed: 'Failed to download invoice. Please try again.',
  sent: (number: string, email: string) => `Invoice ${number} sent to ${email}`,
  sendQuestion: (number: string, email: string) =>
    `Email tax invoice ${number} as a PDF to ${email}? It will be marked as sent.`,
  /** Send on a draft issues it first: what that means, before it happens. */
  issueAndSendQuestion: (email: string) =>
    `Issue this draft as a tax invoice and email it as a PDF to ${email}? It gets the next invoice number, and after that it cannot be changed or deleted.`,
  issueQuestion:
    'Issue this draft as a tax invoice? It gets the next invoice number and today as its date, and after that it cannot be changed or deleted.',
  issued: (number: string) => `Invoice issued as tax invoice ${number}`,
  issueFailed: 'Failed to issue invoice. Please try again.',
  alreadyIssued: (number: string) => `This invoice has already been issued as ${number}.`,
  /** Mark Paid on a draft: a payment is recorded against a tax invoice, so issue it first. */
  issueBeforePaid:
    'This invoice is still a draft. Issue it (Issue or Send) so it has an invoice number, then mark it paid.',
  /** Changing or deleting an issued invoice: it is corrected by a credit note (decision 081). */
  issuedStays: (number: string) =>
    `Invoice ${number} has been issued, so it cannot be changed or deleted: a tax invoice stays as issued. To correct it, issue a credit note for ${number} (Credit note, with a reason) and create a new invoice with the right details.`,
  deleteQuestion: 'Delete this draft invoice? It has no number yet, so nothing is skipped.',
  deleted: 'Draft invoice deleted',
  deleteFailed: 'Failed to delete invoice. Please try again.',
  /** On screen and across every page of a draft's PDF. */
  draftBanner: 'Draft — not a tax invoice',
  draftExplained:
    'A draft has no invoice number and is not a tax invoice. Issue it (or Send it, which issues it first) to give it the next number.',
  /** What a draft is called where an issued invoice shows its number. */
  draftName: 'Draft invoice',
  noNumberYet: 'No number until issued',
} as const;

/** The heading of an issued invoice, on screen, in its PDF and in its email's subject. */
export const TAX_INVOICE_TITLE = 'Tax invoice';

/** How an invoice is named in lists and titles: its number, or "Draft invoice" before it is issued. */
export function invoiceNameOf(invoice: { number: string | null }): string {
  return invoice.number ?? INVOICE_TEXTS.draftName;
}

/**
 * `tax-invoice-INV-001001.pdf`, or `draft-invoice-<first 8 of its id>.pdf` for a draft: ASCII, so
 * every browser and mail client keeps the name.
 */
export function invoiceFileName(invoice: { id: string; number: string | null }): string {
  return invoice.number === null
    ? `draft-invoice-${invoice.id.slice(0, 8).replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`
    : `tax-invoice-${invoice.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}
