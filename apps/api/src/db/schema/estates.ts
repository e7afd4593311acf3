/** Estates (spec 2): the estate, who may see it, executors and their invitations, tasks and notes. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns.js';
import { lawFirms, users } from './accounts.js';

/** Spec 1 §3: executors (executor_id, user_id, estate_id null at sign-up, full_name). */
export const executors = pgTable(
  'executors',
  {
    id: uuid('executor_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    estateId: uuid('estate_id'),
    fullName: text('full_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('executors_user_id_idx').on(t.userId)],
);

export const estates = pgTable(
  'estates',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('estate_id').primaryKey().defaultRandom(),
    deceasedName: text('deceased_name').notNull(),
    dateOfDeath: text('date_of_death'),
    lastKnownAddress: text('last_known_address'),
    stage: text('stage').notNull().default('initial'),
    smallEstateFlag: boolean('small_estate_flag').notNull().default(false),
    workflowType: text('workflow_type', { enum: ['probate', 'letters_of_administration'] }).notNull(),
    willStatus: text('will_status').notNull(),
    /** As typed (free text, spec 2 §2); the parsed amount is kept beside it in cents. */
    estimatedValue: text('estimated_value'),
    estimatedValueCents: bigint('estimated_value_cents', { mode: 'number' }),
    notes: text('notes'),
    status: text('status').notNull().default('active'),
    /** Date the grant of probate or administration was sealed; starts the statutory clocks. */
    grantDate: text('grant_date'),
    /**
     * Administered without a grant: the organisations release what they hold under s65 of the
     * Administration Act 1969 and nobody applies for probate or letters of administration. Then the
     * Property (Relationships) Act option runs from the death. Recording a grant date clears it.
     */
    withoutGrant: boolean('without_grant').notNull().default(false),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    /**
     * How many of the estate's tasks are not completed, kept by triggers on `tasks` (migration 0024):
     * the lists' "pending tasks" add these up over the estates a person sees instead of counting
     * every open task (decision 055). Never written by the application.
     */
    openTaskCount: integer('open_task_count').notNull().default(0),
    /**
     * How many documents the estate holds, kept by triggers on `documents` (migration 0026): the
     * documents library's total adds these up over the estates a person is linked to instead of
     * counting every document (decision 056). Never written by the application.
     */
    documentCount: integer('document_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    executorId: uuid('executor_id').references(() => executors.id, { onDelete: 'set null' }),
    /**
     * The firm whose matter this is: the creating lawyer's firm when it was opened (decision 020).
     * The firm's other lawyers may see and run it. Refuses the firm's deletion while it has estates.
     */
    firmId: uuid('firm_id').references(() => lawFirms.id),
    /**
     * The estate's human file number, EST-<year opened>-<sequence> (e.g. EST-2026-0042): unique per
     * firm (estates of no firm share one sequence). Given by the database on insert (trigger
     * `estates_file_number`, migration 0018) from `estate_file_counters`, so every way of opening an
     * estate gets one and two at once never share a number.
     */
    fileNumber: text('file_number')
      .notNull()
      // Inserted as NULL for the trigger to fill (NOT NULL is checked after BEFORE triggers).
      .$defaultFn(() => sql`null`),
  },
  (t) => [
    uniqueIndex('estates_firm_file_number_idx').using(
      'btree',
      sql`coalesce(${t.firmId}::text, '')`,
      t.fileNumber,
    ),
    index('estates_file_number_trgm_idx').using('gin', t.fileNumber.op('gin_trgm_ops')),
    index('estates_created_by_idx').on(t.createdBy, t.dateCreated),
    // My Estates' page, newest first, as a walk back along this index that stops when the page is
    // full, not a sort of every visible estate (issue 43: at 100,000 estates a sort of them all).
    index('estates_date_created_idx').on(t.dateCreated, t.id),
    index('estates_firm_idx').on(t.firmId),
    index('estates_updated_idx').on(t.updatedAt),
    // Searching by the deceased's name (My Estates, the documents library): a trigram index serves
    // ILIKE '%…%' (pg_trgm, migration 0005).
    index('estates_deceased_name_trgm_idx').using('gin', t.deceasedName.op('gin_trgm_ops')),
  ],
);

/**
 * The last file number given per firm and year (firm '' for estates of no firm). Only the
 * `estates_file_number` trigger writes it, with one upsert per new estate.
 */
export const estateFileCounters = pgTable(
  'estate_file_counters',
  {
    firmKey: text('firm_key').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.firmKey, t.year] })],
);

/** Who may see an estate besides its creator (spec 2 §3 estateroles). */
export const estateRoles = pgTable(
  'estateroles',
  {
    id: uuid('estaterole_id').primaryKey().defaultRandom(),
    estateId: uuid('estate_id')
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    /**
     * The estate's firm and whether this person opened it, copied from the estate by triggers
     * (migration 0040; kept when the estate's firm or creator changes). Never written by the
     * application. With them an index holds the few links that add an estate to someone's view
     * beyond their own and their firm's estates, so a count of what they see need not read every
     * link they have (decision 084).
     */
    estateFirmId: uuid('estate_firm_id'),
    creatorLink: boolean('creator_link').notNull().default(false),
  },
  (t) => [
    uniqueIndex('estateroles_estate_user_role_idx').on(t.estateId, t.userId, t.role),
    index('estateroles_user_idx').on(t.userId, t.status),
    index('estateroles_elsewhere_idx')
      .on(t.userId, t.estateFirmId)
      .where(sql`${t.status} = 'active' and not ${t.creatorLink}`),
  ],
);

/**
 * How many estates there are, and their open tasks and documents, per firm, creator, status and
 * stage (decision 084): the totals of My Estates, the dashboard and the documents library add up a
 * person's rows here instead of reading every estate they may see. Written only by the triggers on
 * `estates` (migration 0040), one row of changes per statement and key (`folded` false), which
 * `foldEstateTallies` adds into one row per key (`folded` true) on a clock. A key's figures are the
 * sum of its rows, folded or not. No primary key: nothing reads or changes one row by itself.
 */
export const estateTallies = pgTable(
  'estate_tallies',
  {
    firmId: uuid('firm_id'),
    createdBy: uuid('created_by'),
    status: text('status').notNull(),
    stage: text('stage').notNull(),
    estates: integer('estates').notNull(),
    openTasks: integer('open_tasks').notNull(),
    /** Their documents (`estates.document_count`): the documents library's total (decision 084). */
    documents: integer('documents').notNull(),
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [
    index('estate_tallies_firm_idx').on(t.firmId),
    index('estate_tallies_created_by_idx').on(t.createdBy),
    index('estate_tallies_unfolded_idx')
      .on(t.firmId, t.createdBy)
      .where(sql`not ${t.folded}`),
  ],
);

/**
 * Kept tallies of an estate's records per kind (decision 086): tasks, compliance items, assets and
 * valuations, per **firm and creator** of their estate, due date (those that have one) and whether
 * done, with their number and sums of cents. What someone sees across all their estates (the
 * dashboard's overdue and upcoming tasks, the unfiltered totals of Assets, Valuations and
 * Compliance) adds up their rows here instead of reading every record of every estate. Kept like
 * `estateTallies`: triggers on each kind's table (and on `estates`, when an estate changes firm or
 * creator or is deleted) insert one row of changes per statement and key (migration 0041), folded
 * into one row per key on a clock. What each column means for a kind is in `recordTallyKinds`.
 */
export const recordTallies = pgTable(
  'record_tallies',
  {
    /** The kind (`recordTallyKinds.kind`): task, compliance_item, asset, valuation. */
    kind: text('kind').notNull(),
    firmId: uuid('firm_id'),
    createdBy: uuid('created_by'),
    /** A New Zealand date as YYYY-MM-DD (tasks, compliance items); null for the others. */
    dueDate: text('due_date'),
    /** Completed (tasks, compliance items); false for the others. */
    done: boolean('done').notNull(),
    items: integer('items').notNull(),
    /** The kind's value (an asset's, a valuation's). */
    cents: bigint('cents', { mode: 'number' }).notNull(),
    /** A valuation's value when it has a previous one (the change is measured over those). */
    pairedCents: bigint('paired_cents', { mode: 'number' }).notNull(),
    /** A valuation's previous value. */
    previousCents: bigint('previous_cents', { mode: 'number' }).notNull(),
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [
    index('record_tallies_firm_idx').on(t.kind, t.firmId, t.dueDate),
    index('record_tallies_created_by_idx').on(t.kind, t.createdBy, t.dueDate),
    index('record_tallies_unfolded_idx')
      .on(t.kind, t.firmId, t.createdBy)
      .where(sql`not ${t.folded}`),
  ],
);

/**
 * The kinds `recordTallies` keeps, each with its table and what its tally columns are, as SQL over
 * one of its rows (`r`). The triggers and the tally functions of migration 0041 read them, so a kind
 * is added with a row here and the triggers on its table.
 */
export const recordTallyKinds = pgTable('record_tally_kinds', {
  kind: text('kind').primaryKey(),
  /** The kind's table (with an `estate_id` column). */
  source: text('source').notNull(),
  dueDate: text('due_date').notNull(),
  done: text('done').notNull(),
  cents: text('cents').notNull(),
  pairedCents: text('paired_cents').notNull(),
  previousCents: text('previous_cents').notNull(),
});

/**
 * An executor named by email address before they have an account (decision 011). It waits until
 * someone confirms that address on an Executor account, or someone who runs the estate cancels it
 * or names another executor. At most one is pending per estate and role.
 */
export const estateInvitations = pgTable(
  'estate_invitations',
  {
    id: uuid('estate_invitation_id').primaryKey().defaultRandom(),
    estateId: uuid('estate_id')
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased, as better-auth keeps `users.email`. */
    email: text('email').notNull(),
    role: text('role', { enum: ['executor', 'beneficiary', 'lawyer'] })
      .notNull()
      .default('executor'),
    /**
     * `named_executor`: the estate's executor named by address on the estate form (decision 011),
     * taken up when that address is confirmed on an Executor account. `link` (issue 16): someone
     * invited to join the estate as co-executor, beneficiary or lawyer through a single-use link
     * that expires (`token_hash`, `expires_at`).
     */
    kind: text('kind', { enum: ['named_executor', 'link'] })
      .notNull()
      .default('named_executor'),
    /** The invitee's name as the inviter typed it (a link invitation), for the email and the list. */
    name: text('name'),
    /** SHA-256 of the link's token (a link invitation); the token is only ever in the email. */
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('estate_invitations_pending_idx')
      .on(t.estateId, t.role)
      .where(sql`${t.acceptedAt} is null and ${t.cancelledAt} is null and ${t.kind} = 'named_executor'`),
    // One waiting link per address and role on an estate (inviting again resends it).
    uniqueIndex('estate_invitations_pending_link_idx')
      .on(t.estateId, t.email, t.role)
      .where(sql`${t.acceptedAt} is null and ${t.cancelledAt} is null and ${t.kind} = 'link'`),
    // Confirming an address looks up its pending invitations.
    index('estate_invitations_email_idx').on(t.email),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('task_id').primaryKey().defaultRandom(),
    estateId: uuid('estate_id')
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['todo', 'in_progress', 'completed'] })
      .notNull()
      .default('todo'),
    dueDate: text('due_date'),
    assignedToUserId: uuid('assigned_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The template item it came from (null for tasks people add), so dates can be recomputed. */
    templateKey: text('template_key'),
    basis: text('basis'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_estate_idx').on(t.estateId, t.dueDate),
    index('tasks_assignee_idx').on(t.assignedToUserId, t.dueDate),
    // The dashboard's open tasks soonest (or longest overdue) first: an index walk that stops at
    // the first three, not a sort of every open task (15 → 0.5 ms at 100,000 tasks).
    index('tasks_open_due_idx')
      .on(t.dueDate, t.estateId)
      .where(sql`${t.status} <> 'completed'`),
  ],
);

/** Notes on an estate (Add Note on estate detail; the estate's notes page builds on them). */
export const estateNotes = pgTable(
  'estate_notes',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('note_id').primaryKey().defaultRandom(),
    estateId: uuid('estate_id')
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category', {
      enum: ['general', 'legal', 'financial', 'family', 'correspondence'],
    })
      .notNull()
      .default('general'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('estate_notes_estate_idx').on(t.estateId, t.createdAt)],
);

/**
 * Who has an estate open now (issue 39, decision 062): each person's estate page says so every 20
 * seconds while it is open; a mark older than 45 seconds no longer counts. In the database, so every
 * API process sees the same people.
 */
export const estatePresence = pgTable(
  'estate_presence',
  {
    estateId: uuid('estate_id')
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.estateId, t.userId] })],
);
