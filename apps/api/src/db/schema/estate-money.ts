/**
 * The estate's money (issue 14): the ledger of income and expenses, distributions to beneficiaries,
 * the claims register that holds them back, inventory, controlled items and tax. Each is a list the
 * people who run the estate keep on the records kit (apps/api/src/services/records/). Money is integer
 * cents (bigint), never a float. Nothing stores a state that goes stale with time: a tax record's
 * "overdue" and a notice's "lapsed" are computed when read.
 */
import {
  bigint,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { beneficiaries } from './estate-records.js';
import { estates } from './estates.js';
import { createdAt, updatedAt, version } from './columns.js';

const estateId = () =>
  uuid('estate_id')
    .notNull()
    .references(() => estates.id, { onDelete: 'cascade' });

/** Estate Financials: the ledger. Only completed transactions count in the totals. */
export const transactions = pgTable(
  'transactions',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('transaction_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    /** income or expense; the amount is always positive, its direction is the type. */
    type: text('type').notNull(),
    occurredOn: date('occurred_on').notNull(),
    description: text('description').notNull(),
    /** asset_sale, legal_fees, tax, … (the domain's TRANSACTION_CATEGORIES). */
    category: text('category').notNull(),
    reference: text('reference'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** pending, completed or cancelled. */
    status: text('status').notNull().default('pending'),
    /** manual, or import (from a bank statement CSV). */
    source: text('source').notNull().default('manual'),
    /** The bank-statement import that added it: one id per confirmed import. */
    importBatchId: uuid('import_batch_id'),
    notes: text('notes'),
    /**
     * A reversal (decision 070): the transaction it reverses, on the same estate, with the original's
     * type and the negative of its amount. One reversal an entry (the unique index).
     */
    reversesId: uuid('reverses_id').references((): AnyPgColumn => transactions.id, { onDelete: 'no action' }),
    /** Why the reversal was made (required with `reverses_id`). */
    reversalReason: text('reversal_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_estate_idx').on(t.estateId, t.occurredOn),
    uniqueIndex('transactions_reverses_idx').on(t.reversesId),
  ],
);

/** Estate Distribution: what each beneficiary is given, planned and paid. */
export const distributions = pgTable(
  'distributions',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('distribution_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    /**
     * One of the estate's own beneficiaries (checked on every write). No action, not restrict: an
     * estate's delete cascades to both tables in one statement; a beneficiary with distributions is
     * refused by its kind's beforeDelete.
     */
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'no action' }),
    /** interim, final, specific_legacy or residuary. */
    type: text('type').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** planned, approved, paid or disputed. */
    status: text('status').notNull().default('planned'),
    plannedDate: date('planned_date'),
    completedDate: date('completed_date'),
    notes: text('notes'),
    /**
     * Paid before it was safe (before the grant, the s47 date, or with a claim open): the written
     * reason of the lawyer or admin who allowed it, who and when. Null when no override was needed.
     */
    overrideReason: text('override_reason'),
    overriddenBy: uuid('overridden_by').references(() => users.id, { onDelete: 'set null' }),
    overriddenAt: timestamp('overridden_at', { withTimezone: true }),
    /**
     * A reversal of a paid distribution (decision 070): paid, to the same beneficiary, of the negative
     * amount, dated its own day. One reversal a distribution.
     */
    reversesId: uuid('reverses_id').references((): AnyPgColumn => distributions.id, {
      onDelete: 'no action',
    }),
    reversalReason: text('reversal_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('distributions_estate_idx').on(t.estateId),
    index('distributions_beneficiary_idx').on(t.beneficiaryId),
    uniqueIndex('distributions_reverses_idx').on(t.reversesId),
  ],
);

/**
 * Closed periods of an estate's books (issue 41, decision 070): each close is a row; reopening marks
 * every open one reopened, with who, when and why. The books are closed through the latest
 * `through_date` of the rows not reopened; entries dated then or earlier are refused.
 */
export const ledgerPeriods = pgTable(
  'ledger_periods',
  {
    id: uuid('ledger_period_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    throughDate: date('through_date').notNull(),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    reopenedBy: uuid('reopened_by').references(() => users.id, { onDelete: 'set null' }),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenReason: text('reopen_reason'),
  },
  (t) => [index('ledger_periods_estate_idx').on(t.estateId, t.closedAt)],
);

/**
 * The claims register: Family Protection Act and Testamentary Promises claims, notices of intended
 * claim, and the surviving partner's Property (Relationships) Act option. A notice lapses three months
 * after it is received unless a claim is filed (computed when read).
 */
export const claims = pgTable(
  'claims',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('claim_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    /** family_protection, testamentary_promises, intended_claim_notice or relationship_property. */
    kind: text('kind').notNull(),
    claimant: text('claimant').notNull(),
    /** When the claim or notice reached the estate (a notice's three months run from here). */
    receivedDate: date('received_date'),
    /** When the claim was filed in court. */
    filedDate: date('filed_date'),
    /** open, settled, withdrawn or dismissed. */
    status: text('status').notNull().default('open'),
    /** Property (Relationships) Act: the option the surviving partner chose (a or b) and when. */
    relationshipOption: text('relationship_option'),
    optionDate: date('option_date'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('claims_estate_idx').on(t.estateId)],
);

/** Estate Inventory: the chattels, item by item. */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('inventory_item_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    name: text('name').notNull(),
    /** furniture, jewellery, art, vehicles, electronics or other. */
    category: text('category').notNull(),
    serialNumber: text('serial_number'),
    location: text('location'),
    /** excellent, good, fair or poor. */
    condition: text('condition'),
    /** in_possession, pending_valuation, distributed or sold. */
    status: text('status').notNull().default('in_possession'),
    description: text('description'),
    purchasePriceCents: bigint('purchase_price_cents', { mode: 'number' }),
    purchaseDate: date('purchase_date'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('inventory_items_estate_idx').on(t.estateId)],
);

/** Controlled Items: keys, safe-deposit contents, firearms, title deeds… and who last had them. */
export const controlledItems = pgTable(
  'controlled_items',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('controlled_item_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    name: text('name').notNull(),
    /** keys, safe_deposit, firearm, title_deed, document, valuable or other. */
    type: text('type').notNull(),
    location: text('location'),
    /** high, medium or low. */
    securityLevel: text('security_level').notNull().default('medium'),
    /** secured or active (out, in someone's hands). */
    status: text('status').notNull().default('secured'),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    /** Who last accessed it (their name as recorded then). */
    accessedBy: text('accessed_by'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('controlled_items_estate_idx').on(t.estateId)],
);

/** Each access to a controlled item: the chain of custody behind its "last accessed". */
export const controlledItemAccesses = pgTable(
  'controlled_item_accesses',
  {
    id: uuid('access_id').primaryKey().defaultRandom(),
    controlledItemId: uuid('controlled_item_id')
      .notNull()
      .references(() => controlledItems.id, { onDelete: 'cascade' }),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name recorded, kept if the account goes. */
    accessedBy: text('accessed_by').notNull(),
    purpose: text('purpose'),
  },
  (t) => [index('controlled_item_accesses_item_idx').on(t.controlledItemId, t.accessedAt)],
);

/** Tax Management: returns and payments to Inland Revenue. */
export const taxRecords = pgTable(
  'tax_records',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('tax_record_id').primaryKey().defaultRandom(),
    estateId: estateId(),
    reference: text('reference').notNull(),
    /** ir3 (date-of-death return), ir6 (estate return), gst, provisional or other; no estate duty (decision 019). */
    type: text('type').notNull(),
    /** The tax year or period it covers ("2026", "Apr–Sep 2026"). */
    period: text('period'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    dueDate: date('due_date'),
    /** pending, submitted or paid; overdue is computed when read. */
    status: text('status').notNull().default('pending'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tax_records_estate_idx').on(t.estateId, t.dueDate)],
);
