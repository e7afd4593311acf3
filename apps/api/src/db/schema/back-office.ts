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

/**
 * Invoice numbers (decision 072): one row holding the last number issued. Issuing a draft takes the
 * next one by updating this row in the issuing transaction, so concurrent issues take turns and a
 * rolled-back issue gives its number back: the numbers of issued invoices have no gaps. (Until
 * migration 0035 numbers came from `invoice_number_seq` when a draft was made; the counter carries
 * on from it.)
 */
export const invoiceNumbering = pgTable(
  'invoice_numbering',
  {
    id: integer('id').primaryKey().default(1),
    /** The sequence value of the last number issued ("INV-001004" is 1004). */
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
    /** The last credit note number issued ("CN-000003" is 3): credit notes are their own series. */
    lastCreditNote: bigint('last_credit_note', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('invoice_numbering_one_row_ck', sql`${t.id} = 1`)],
);

/**
 * An invoice: a draft (no number, not a tax invoice) until it is issued, then a New Zealand tax
 * invoice (decision 072). Issuing numbers it and copies the customer's name, address and email, so an
 * issued invoice never changes under a later edit of the firm; from then on the database refuses any
 * change to what it states, and its deletion (triggers of migration 0035). Amounts are cents: the
 * subtotal excludes GST, `gst_cents` is GST at 15% on it, `total_cents` includes it.
 */
export const invoices = pgTable(
  'invoices',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('invoice_id').primaryKey().defaultRandom(),
    /** "INV-001001", given when the invoice is issued (`invoice_numbering`); null while a draft. */
    number: text('number').unique(),
    billingAccountId: uuid('billing_account_id')
      .notNull()
      .references(() => billingAccounts.id),
    customerName: text('customer_name').notNull(),
    /** Multi-line. */
    customerAddress: text('customer_address'),
    /** Where the issued invoice was addressed (the recipient's identifier when it has no address). */
    customerEmail: text('customer_email'),
    /** draft, sent or paid; overdue is a sent invoice past its due date, computed when read. */
    status: text('status').notNull().default('draft'),
    /** A draft's: the day it was made; an issued invoice's: the day it was issued (its tax date). */
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
    check('invoices_number_when_issued_ck', sql`(${t.status} = 'draft') = (${t.number} is null)`),
  ],
);

/**
 * A credit note (supply correction information, GST Act 1985 s19E; decision 081): a correction of an
 * issued invoice, in full or in part, with its own number from `invoice_numbering`, its date, the
 * reason and the amounts credited (positive cents; the subtotal excludes GST). An issued tax invoice
 * is never changed: it is corrected by a credit note and, where needed, a new invoice. Once made, a
 * credit note is never changed or deleted (trigger of migration 0036_credit_notes).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('credit_note_id').primaryKey().defaultRandom(),
    /** "CN-000001". */
    number: text('number').notNull().unique(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    issueDate: date('issue_date').notNull(),
    reason: text('reason').notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_notes_invoice_idx').on(t.invoiceId),
    check(
      'credit_notes_amounts_ck',
      sql`${t.totalCents} > 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.gstCents}`,
    ),
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
