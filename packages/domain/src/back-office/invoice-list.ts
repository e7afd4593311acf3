/**
 * The Invoices tab of Billing Management (spec 3 §2; issue 15): every invoice, searched by number or
 * customer, filtered by the status shown (overdue is a sent invoice past its due date in New
 * Zealand, computed when read), newest issued first, with counts and totals per status.
 */
import { z } from 'zod';
import { keysetListQuerySchema, recordListSchema, type Option } from '../estate-records/fields.js';
import { INVOICE_STATUSES } from './billing.js';
import { INVOICE_STATUS_LABELS } from './invoice.js';

export const INVOICE_STATUS_OPTIONS = INVOICE_STATUSES.map((value) => ({
  value,
  label: INVOICE_STATUS_LABELS[value],
})) satisfies Option[];

/** One row of `GET /api/admin/invoices`. */
export const invoiceListItemSchema = z.object({
  id: z.string(),
  /** Null while a draft: only issuing numbers an invoice (decision 072). */
  number: z.string().nullable(),
  billingAccountId: z.string(),
  customerName: z.string(),
  /** As shown: draft, sent, paid, or overdue. */
  status: z.enum(INVOICE_STATUSES),
  issueDate: z.string(),
  dueDate: z.string(),
  paidDate: z.string().nullable(),
  subtotalCents: z.number().int(),
  gstCents: z.number().int(),
  totalCents: z.number().int(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceListQuerySchema = keysetListQuerySchema.extend({
  status: z.enum(INVOICE_STATUSES, { message: 'Please choose a status' }).optional(),
  /** One billing account's invoices. */
  billingAccountId: z.uuid({ message: 'Billing account must be an id' }).optional(),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

/** Counts per status shown, and totals including GST, over the whole filtered list. */
export const invoiceListSummarySchema = z.object({
  draft: z.number().int(),
  /** Issued, not yet emailed, not overdue. */
  issued: z.number().int(),
  sent: z.number().int(),
  paid: z.number().int(),
  overdue: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  /** Issued, sent and overdue: still to be paid. */
  outstandingCents: z.number().int(),
});
export type InvoiceListSummary = z.infer<typeof invoiceListSummarySchema>;
export const invoiceListSchema = recordListSchema(invoiceListItemSchema, invoiceListSummarySchema);
