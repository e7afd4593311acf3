import { recordVersionSchema } from '../versions.js';
/**
 * Billing accounts (spec 3 §2 "Billing Management", §3, §5; issue 15): a law firm or a person on a
 * plan, with its usage counted from the real rows and the estimated bill before GST (spec §9's
 * formula, `estimatedBillCents`). The billing summary cards and the revenue chart of the page.
 */
import { z } from 'zod';
import {
  choice,
  optionalDate,
  optionalEmail,
  optionalText,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  type Option,
} from '../estate-records/fields.js';
import { BILLING_PLANS, PLAN_TERMS, type BillingPlan } from './billing.js';

export const BILLING_ACCOUNT_TYPES = [
  { value: 'law_firm', label: 'Law Firm' },
  { value: 'individual', label: 'Individual' },
] as const satisfies readonly Option[];
export type BillingAccountType = (typeof BILLING_ACCOUNT_TYPES)[number]['value'];

export const BILLING_PLAN_OPTIONS = [
  { value: 'free', label: PLAN_TERMS.free.label },
  { value: 'standard', label: PLAN_TERMS.standard.label },
  { value: 'premium', label: PLAN_TERMS.premium.label },
] as const satisfies readonly Option<BillingPlan>[];

export const BILLING_ACCOUNT_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'trial', label: 'Trial' },
  { value: 'inactive', label: 'Inactive' },
] as const satisfies readonly Option[];

/** Spec 3 §5, word for word. */
export const BILLING_ACCOUNT_MESSAGES = {
  entityRequired: 'Please select an entity',
  trialEndRequired: 'Trial end date is required for trial accounts',
  entityTaken: 'This entity already has a billing account',
  firmMissing: 'That law firm does not exist',
  personMissing: 'That person does not have an account',
  hasInvoices: 'This billing account has invoices, so it cannot be deleted. Make it inactive instead.',
} as const;

/** Spec 3 §2 and §8, word for word where it gives them. */
export const BILLING_ACCOUNT_TEXTS = recordTexts('billing account', 'billing accounts', {
  add: 'New Account',
  emptyHint: 'Add a billing account for a law firm or a person to invoice them.',
  loadFailed: 'Failed to load billing data. Please try again.',
});

/** Spec 3 §2, §7: what creating an invoice says. */
export const CREATE_INVOICE_TEXTS = {
  created: 'Invoice created successfully!',
  failed: 'Failed to create invoice. Please try again.',
} as const;

const isUuid = (v: string) => z.uuid().safeParse(v).success;

/** Request body of `POST` / `PUT /api/admin/billing-accounts`: the New Account form. */
export const billingAccountInputSchema = z
  .object({
    type: choice(BILLING_ACCOUNT_TYPES, 'type'),
    /** The law firm's id (type law_firm) or the person's user id (type individual). */
    entityId: z
      .string({ message: BILLING_ACCOUNT_MESSAGES.entityRequired })
      .trim()
      .refine(isUuid, { message: BILLING_ACCOUNT_MESSAGES.entityRequired }),
    plan: z.enum(BILLING_PLANS, { message: 'Please choose a plan' }),
    status: choice(BILLING_ACCOUNT_STATUSES, 'status'),
    trialEndDate: optionalDate('Trial end date'),
    billingEmail: optionalEmail('Billing email'),
    notes: optionalText('Notes', 2000),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'trial' && !v.trialEndDate)
      ctx.addIssue({
        code: 'custom',
        path: ['trialEndDate'],
        message: BILLING_ACCOUNT_MESSAGES.trialEndRequired,
      });
  });
export type BillingAccountInput = z.input<typeof billingAccountInputSchema>;

export const billingAccountDtoSchema = z.object({
  /** The version it was read at; a change sends it back as If-Match (decision 060). */
  version: recordVersionSchema,
  id: z.string(),
  type: z.enum(['law_firm', 'individual']),
  entityId: z.string(),
  /** The firm's or the person's name, as it is today. */
  entityName: z.string(),
  plan: z.enum(BILLING_PLANS),
  status: z.enum(['active', 'trial', 'inactive']),
  trialEndDate: z.string().nullable(),
  billingEmail: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Usage from the real rows: a firm's estates (firm_id) and their documents; a person's own estates
   * (those they opened outside a firm) and their documents.
   */
  estatesCount: z.number().int(),
  documentsCount: z.number().int(),
  /** Spec §9's estimated bill for this month's usage, excluding GST. */
  estimatedBillCents: z.number().int(),
  /** The latest invoice's issue date (drafts included); the next is a month later. */
  lastInvoiceDate: z.string().nullable(),
  nextInvoiceDate: z.string().nullable(),
});
export type BillingAccountDto = z.infer<typeof billingAccountDtoSchema>;

export const billingAccountListQuerySchema = recordListQuerySchema.extend({
  plan: z.enum(BILLING_PLANS, { message: 'Please choose a plan' }).optional(),
  status: choice(BILLING_ACCOUNT_STATUSES, 'status').optional(),
  type: choice(BILLING_ACCOUNT_TYPES, 'type').optional(),
});

/**
 * Spec 3 §3 "Billing summary", over the whole platform. Revenue is the invoices issued in the month
 * (New Zealand), drafts excluded, including GST; pending is sent and not yet due, overdue sent and
 * past its due date.
 */
export const billingSummarySchema = z.object({
  totalActiveAccounts: z.number().int(),
  /** Active estates billed to an active account. */
  totalActiveEstates: z.number().int(),
  revenueCurrentMonthCents: z.number().int(),
  revenuePreviousMonthCents: z.number().int(),
  pendingInvoices: z.number().int(),
  pendingCents: z.number().int(),
  overdueInvoices: z.number().int(),
  overdueCents: z.number().int(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;
export const billingAccountListSchema = recordListSchema(billingAccountDtoSchema, billingSummarySchema);

/** One month of the revenue chart: invoices issued that month (drafts excluded), including GST. */
export const revenueMonthSchema = z.object({
  /** YYYY-MM. */
  month: z.string(),
  revenueCents: z.number().int(),
  invoices: z.number().int(),
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

/** `GET /api/admin/billing/summary`: the cards and the last twelve months (oldest first). */
export const billingOverviewSchema = z.object({
  summary: billingSummarySchema,
  revenueByMonth: z.array(revenueMonthSchema),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** `GET /api/admin/billing-accounts/entities?type=…`: what the New Account form may choose. */
export const billingEntityQuerySchema = z.object({ type: choice(BILLING_ACCOUNT_TYPES, 'type') });
export const billingEntityOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The person's email or the firm's contact email, to tell two of a name apart. */
  detail: z.string().nullable(),
  /** The billing account it already has (one per firm or person). */
  accountId: z.string().nullable(),
});
export const billingEntityOptionsSchema = z.object({ items: z.array(billingEntityOptionSchema) });
export type BillingEntityOption = z.infer<typeof billingEntityOptionSchema>;

/** `POST /api/admin/billing-accounts/:id/invoices`: a draft invoice from the account's usage. */
export const createInvoiceInputSchema = z.object({ notes: optionalText('Notes', 2000) }).default({});
/** A new invoice is a draft: it has no number until it is issued (decision 072), so `number` is null. */
export const createdInvoiceSchema = z.object({ id: z.string(), number: z.string().nullable() });
export type CreatedInvoice = z.infer<typeof createdInvoiceSchema>;

/** "INV-001001": the sequence's next value, zero-padded to six digits. */
export function invoiceNumberOf(sequenceValue: number): string {
  return `INV-${String(sequenceValue).padStart(6, '0')}`;
}

/** The first and last day of the month of `date` (YYYY-MM-DD): the period an invoice bills. */
export function monthPeriodOf(date: string): { start: string; end: string } {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}
