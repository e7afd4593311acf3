/**
 * Billing (spec 3 §3, §9; issue 15): the plans, the estimated bill, and the lines and GST of a New
 * Zealand tax invoice. Money is integer cents. The plan formula gives the amount before GST (the
 * spec's departure: invoices are New Zealand tax invoices); the invoice adds GST at 15%.
 */
import { addDays } from '../dates.js';

export const BILLING_PLANS = ['free', 'standard', 'premium'] as const;
export type BillingPlan = (typeof BILLING_PLANS)[number];

export interface PlanTerms {
  label: string;
  /** Estates and documents included; null is unlimited. */
  estateLimit: number | null;
  documentLimit: number | null;
  /** Excluding GST, in cents. */
  basePriceCents: number;
  extraEstateCents: number;
  extraDocumentCents: number;
  support: string;
}

/** Spec 3 §9, exactly. Extra charges apply only where a limit exists. */
export const PLAN_TERMS: Record<BillingPlan, PlanTerms> = {
  free: {
    label: 'Free',
    estateLimit: 1,
    documentLimit: 10,
    basePriceCents: 0,
    extraEstateCents: 0,
    extraDocumentCents: 0,
    support: 'No support',
  },
  standard: {
    label: 'Standard',
    estateLimit: 10,
    documentLimit: 100,
    basePriceCents: 4999,
    extraEstateCents: 599,
    extraDocumentCents: 99,
    support: 'Email support',
  },
  premium: {
    label: 'Premium',
    estateLimit: null,
    documentLimit: null,
    basePriceCents: 14999,
    extraEstateCents: 299,
    extraDocumentCents: 49,
    support: 'Priority support',
  },
};

/** GST in New Zealand: 15%. */
export const GST_RATE_PERCENT = 15;
/** Spec 3 §9: an invoice is due 15 days after it is issued. */
export const INVOICE_DUE_DAYS = 15;

export interface Usage {
  estates: number;
  documents: number;
}

export interface InvoiceLineDraft {
  description: string;
  quantity: number;
  unitPriceCents: number;
  /** quantity × unit price, excluding GST. */
  amountCents: number;
  /** GST on the line, rounded half up to the cent. */
  gstCents: number;
}

/** GST on an amount excluding GST, rounded half up to the cent (exact integer arithmetic). */
export function gstOn(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError('amount must be whole cents');
  // amount × 15 / 100, half up, without floats: (amount × 15 + 50) div 100 for non-negative amounts.
  const scaled = amountCents * GST_RATE_PERCENT;
  return amountCents >= 0 ? Math.floor((scaled + 50) / 100) : -Math.floor((-scaled + 50) / 100);
}

/** Estates and documents over the plan's limits (0 where the plan has none). */
export function overLimits(plan: BillingPlan, usage: Usage): Usage {
  const terms = PLAN_TERMS[plan];
  return {
    estates: terms.estateLimit === null ? 0 : Math.max(0, usage.estates - terms.estateLimit),
    documents: terms.documentLimit === null ? 0 : Math.max(0, usage.documents - terms.documentLimit),
  };
}

/**
 * The invoice's lines for a plan and its usage: the subscription, then additional estates and
 * additional documents where there are any over the limits. Each line's GST is rounded on the line.
 */
export function invoiceLinesFor(plan: BillingPlan, usage: Usage): InvoiceLineDraft[] {
  const terms = PLAN_TERMS[plan];
  const over = overLimits(plan, usage);
  const line = (description: string, quantity: number, unitPriceCents: number): InvoiceLineDraft => {
    const amountCents = quantity * unitPriceCents;
    return { description, quantity, unitPriceCents, amountCents, gstCents: gstOn(amountCents) };
  };
  const lines = [line(`${terms.label} plan: monthly subscription`, 1, terms.basePriceCents)];
  if (over.estates > 0) lines.push(line('Additional estates', over.estates, terms.extraEstateCents));
  if (over.documents > 0) lines.push(line('Additional documents', over.documents, terms.extraDocumentCents));
  return lines;
}

/**
 * The estimated bill before GST (spec 3 §9): base price + estates over the limit × estate price +
 * documents over the limit × document price.
 */
export function estimatedBillCents(plan: BillingPlan, usage: Usage): number {
  return invoiceLinesFor(plan, usage).reduce((sum, l) => sum + l.amountCents, 0);
}

export interface InvoiceTotals {
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
}

/**
 * An invoice's totals. GST is rounded once, on the invoice's subtotal (what Inland Revenue's tax
 * invoice shows as "the amount of GST charged"); each line's own GST is shown rounded on the line,
 * and the two may differ by a cent on a many-line invoice, which is why the total is never the sum
 * of rounded line GST.
 */
export function invoiceTotals(lines: readonly Pick<InvoiceLineDraft, 'amountCents'>[]): InvoiceTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const gstCents = gstOn(subtotalCents);
  return { subtotalCents, gstCents, totalCents: subtotalCents + gstCents };
}

/** The due date of an invoice issued on `issueDate` (YYYY-MM-DD): 15 days later. */
export function invoiceDueDate(issueDate: string): string {
  return addDays(issueDate, INVOICE_DUE_DAYS);
}

/**
 * As shown. Stored: draft (no number, not a tax invoice), issued (numbered, a tax invoice, not yet
 * emailed), sent (emailed) and paid (decision 072); overdue is computed.
 */
export const INVOICE_STATUSES = ['draft', 'issued', 'sent', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type StoredInvoiceStatus = Exclude<InvoiceStatus, 'overdue'>;

/** The stored status of a row; anything unknown reads as a draft rather than failing. */
export function storedInvoiceStatus(status: string): StoredInvoiceStatus {
  return status === 'issued' || status === 'sent' || status === 'paid' ? status : 'draft';
}

/** As shown: an issued or sent invoice past its due date (in New Zealand, `today`) is overdue. */
export function invoiceStatusOf(stored: StoredInvoiceStatus, dueDate: string, today: string): InvoiceStatus {
  return (stored === 'sent' || stored === 'issued') && dueDate < today ? 'overdue' : stored;
}
