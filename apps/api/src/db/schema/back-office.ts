/**
 * The back office (issue 15; spec 3 §2–§9): billing accounts for a law firm or a person, their New
 * Zealand tax invoices and invoice lines, and the saved reports the worker generates on a schedule.
 * Money is integer cents (bigint), never a float. An invoice's "overdue" is computed when read (a
 * sent invoice past its due date in New Zealand), never stored, so it cannot go stale.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { lawFirms, users } from './accounts.js';
import { createdAt, updatedAt, version } from './columns.js';

/**
 * A billing account: for a law firm (`law_firm_id`) or an individual (`user_id`), exactly one as its
 * type says, and at most one account per firm or person. Usage (estates, documents) is counted from
 * the real rows when read.
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('billing_account_id').primaryKey().defaultRandom(),
    /** law_firm or individual. */
    type: text('type').notNull(),
    lawFirmId: uuid('law_firm_id').references(() => lawFirms.id),
    userId: uuid('user_id').references(() => users.id),
    /** free, standard or premium (the domain's BILLING_PLANS). */
    plan: text('plan').notNull().default('standard'),
    /** active, trial (with trial_end_date) or inactive. */
    status: text('status').notNull().default('active'),
    trialEndDate: date('trial_end_date'),
    /** Where Send emails the invoice; the firm's contact email or the person's when blank. */
    billingEmail: text('billing_email'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('billing_accounts_firm_uq').on(t.lawFirmId),
    uniqueIndex('billing_accounts_user_uq').on(t.userId),
    check(
      'billing_accounts_entity_ck',
      sql`(${t.type} = 'law_firm' and ${t.lawFirmId} is not null and ${t.userId} is null) or (${t.type} = 'individual' and ${t.userId} is not null and ${t.lawFirmId} is null)`,
    ),
    check('billing_accounts_trial_ck', sql`${t.status} <> 'trial' or ${t.trialEndDate} is not null`),
  ],
);

/** Invoice numbers: INV-000001, … one sequence, never reused (a tax invoice's number is unique). */
export const invoiceNumbers = pgSequence('invoice_number_seq', { startWith: 1001 });

/**
 * A New Zealand tax invoice. The customer's name and address are copied when it is made, so an issued
 * invoice never changes under a later edit of the firm. Amounts are cents: the subtotal excludes GST,
 * `gst_cents` is GST at 15% on it, `total_cents` includes it.
 */
export const invoices = pgTable(
  'invoices',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('invoice_id').primaryKey().defaultRandom(),
    /** "INV-001001": from invoice_number_seq. */
    number: text('number').notNull().unique(),
    billingAccountId: uuid('billing_account_id')
      .notNull()
      .references(() => billingAccounts.id),
    customerName: text('customer_name').notNull(),
    /** Multi-line. */
    customerAddress: text('customer_address'),
    /** draft, sent or paid; overdue is a sent invoice past its due date, computed when read. */
    status: text('status').notNull().default('draft'),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    paidDate: date('paid_date'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The period billed (the usage's month), shown on the invoice. */
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoices_account_idx').on(t.billingAccountId, t.issueDate),
    index('invoices_issue_idx').on(t.issueDate),
  ],
);

/** An invoice's lines: subscription, additional estates, additional documents. Amounts exclude GST. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('invoice_line_id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    /** quantity × unit price, excluding GST. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** GST on this line, rounded to the cent. */
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

/**
 * A saved report (spec 3 §3 Report): what it is, its format and frequency, who receives it. Its
 * contents are always generated from the data its owner may see, now (Download) or by the worker on
 * schedule (emailed to the recipients).
 */
export const reports = pgTable(
  'reports',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('report_id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** estate_summary, task_status, financials, distributions, notifyflow_response_times. */
    type: text('type').notNull(),
    /** estate_management, financial, distribution or legal (from the type). */
    category: text('category').notNull(),
    /** pdf, csv or xlsx. */
    format: text('format').notNull(),
    /** one-time, weekly, monthly or quarterly. */
    frequency: text('frequency').notNull(),
    /** Email addresses. */
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    /** One estate, or every estate the owner may see (null). */
    estateId: uuid('estate_id'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ready, generating or failed. */
    status: text('status').notNull().default('ready'),
    lastGeneratedAt: timestamp('last_generated_at', { withTimezone: true }),
    nextScheduledAt: timestamp('next_scheduled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reports_owner_idx').on(t.ownerId), index('reports_next_idx').on(t.nextScheduledAt)],
);
