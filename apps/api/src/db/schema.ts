/**
 * The database schema. Table and column names follow the spec (snake_case in SQL); TypeScript keys
 * are camelCase. better-auth's models map onto `users`, `sessions`, `accounts`, `verifications`
 * and `two_factors`; its `id` key maps to the spec's `user_id` column on `users`.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from './schema/columns.js';

// One file per area under schema/ (issue 12); the rest still lives here and moves area by area.
export * from './schema/estate-records.js';

export const users = pgTable('users', {
  id: uuid('user_id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').notNull().default('beneficiary'),
  active: boolean('active').notNull().default(true),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  phone: text('phone'),
  notificationPreferences: jsonb('notification_preferences'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('session_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('account_id').primaryKey().defaultRandom(),
    accountId: text('provider_account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('verification_id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable('two_factors', {
  id: uuid('two_factor_id').primaryKey().defaultRandom(),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  verified: boolean('verified').default(true),
  failedVerificationCount: integer('failed_verification_count').default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

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

/** Outgoing email, written in the transaction of the change that caused it; sent by the worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('outbox_id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** The action link the email carries, if any (kept so support staff and tests can read it). */
    link: text('link'),
    /** Set for an institution's notification email: a successful send marks that row sent. */
    institutionsNotifiedId: uuid('institutions_notified_id'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * When a worker claimed the row (status `sending`): its lease. A worker that dies mid-send leaves
     * the row `sending`; once the lease runs out another worker sends it again (decision 010).
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * A write-ahead log for stored files (decision 010): a key is recorded, and committed, before a file
 * is written to it; the transaction that records the file's owning row deletes it. What a crash
 * leaves behind is here, and the sweeper deletes the file and the row once they are old enough.
 */
export const fileIntents = pgTable(
  'file_intents',
  {
    key: text('key').primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index('file_intents_created_idx').on(t.createdAt)],
);

/** Fixed-window counters for rate limits, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Items in the top-bar notifications dropdown. */
export const appNotifications = pgTable(
  'app_notifications',
  {
    id: uuid('app_notification_id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type', { enum: ['info', 'success', 'warning', 'error'] }).notNull(),
    read: boolean('read').notNull().default(false),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('app_notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Who did what, when: every privileged change writes one row. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('audit_event_id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entityType, t.entityId),
    // Recent Activity walks the newest events first.
    index('audit_events_created_idx').on(t.createdAt),
  ],
);

/* ───────────────────────────── NotifyFlow (spec 1 §3) ───────────────────────────── */

/** The directory of organisations; contact details are maintained by admins. */
export const institutions = pgTable('institutions', {
  id: uuid('institution_id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  category: text('category').notNull(),
  logoUrl: text('logo_url'),
  notificationEmail: text('notification_email'),
  postalAddress: text('postal_address'),
  retired: boolean('retired').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('notification_id').primaryKey().defaultRandom(),
    /** The estate this notification belongs to (dashboard variant), if any. */
    estateId: uuid('estate_id').references((): AnyPgColumn => estates.id, { onDelete: 'set null' }),
    /** The free-text extra institution the requester typed. */
    organisationName: text('organisation_name'),
    /** The free-text additional information. */
    contactDetails: text('contact_details'),
    status: text('status').notNull().default('pending'),
    /** The selected reasons joined by ', '. */
    notificationType: text('notification_type').notNull(),
    /** The contact method: email, phone or letter. */
    channel: text('channel').notNull(),
    /** The requester's name ("Your name"). */
    recipient: text('recipient').notNull(),
    autoGenerated: boolean('auto_generated').notNull().default(false),
    referenceCode: text('reference_code').notNull().unique(),
    dateSent: timestamp('date_sent', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    relationship: text('relationship').notNull(),
    deceasedName: text('deceased_name').notNull(),
    dateOfDeath: text('date_of_death').notNull(),
    probateStatus: text('probate_status').notNull(),
    irdRefund: boolean('ird_refund').notNull().default(false),
    lifeInsurance: boolean('life_insurance').notNull().default(false),
    contactAddress: text('contact_address'),
    recipientEmail: text('recipient_email'),
    recipientPhone: text('recipient_phone'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_idempotency_idx').on(t.createdBy, t.idempotencyKey),
    index('notifications_created_by_idx').on(t.createdBy, t.createdAt),
  ],
);

export const notificationDocuments = pgTable('notification_documents', {
  id: uuid('notification_document_id').primaryKey().defaultRandom(),
  notificationId: uuid('notification_id')
    .notNull()
    .references(() => notifications.id, { onDelete: 'cascade' }),
  documentType: text('document_type').notNull(),
  /** An authorized download path, never a public link. */
  fileUrl: text('file_url').notNull(),
  fileName: text('file_name').notNull(),
  storageKey: text('storage_key').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: createdAt(),
});

export const institutionsNotified = pgTable(
  'institutions_notified',
  {
    id: uuid('institutions_notified_id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id),
    accountReference: text('account_reference'),
    status: text('status', { enum: ['pending', 'sent', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    sentDate: timestamp('sent_date', { withTimezone: true }),
    responseReceived: boolean('response_received').notNull().default(false),
    /** How the institution was told: email, or a posted letter. */
    deliveryChannel: text('delivery_channel', { enum: ['email', 'letter'] }).notNull(),
    responseMessage: text('response_message'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('institutions_notified_notification_idx').on(t.notificationId)],
);

export const notificationRecipients = pgTable('notification_recipients', {
  id: uuid('notification_recipient_id').primaryKey().defaultRandom(),
  notificationId: uuid('notification_id')
    .notNull()
    .references(() => notifications.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  role: text('role').notNull().default('cc'),
});

/** Printable letters waiting to be posted, for institutions without a notification email. */
export const letters = pgTable('letters', {
  id: uuid('letter_id').primaryKey().defaultRandom(),
  institutionsNotifiedId: uuid('institutions_notified_id')
    .notNull()
    .unique()
    .references(() => institutionsNotified.id, { onDelete: 'cascade' }),
  postedAt: timestamp('posted_at', { withTimezone: true }),
  postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/* ──────────────────────────── Estates (spec 2 §3) ──────────────────────────── */

export const estates = pgTable(
  'estates',
  {
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
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    executorId: uuid('executor_id').references(() => executors.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('estates_created_by_idx').on(t.createdBy, t.dateCreated),
    index('estates_updated_idx').on(t.updatedAt),
    // Searching by the deceased's name (My Estates, the documents library): a trigram index serves
    // ILIKE '%…%' (pg_trgm, migration 0005).
    index('estates_deceased_name_trgm_idx').using('gin', t.deceasedName.op('gin_trgm_ops')),
  ],
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
  },
  (t) => [
    uniqueIndex('estateroles_estate_user_role_idx').on(t.estateId, t.userId, t.role),
    index('estateroles_user_idx').on(t.userId, t.status),
  ],
);

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
    role: text('role', { enum: ['executor'] })
      .notNull()
      .default('executor'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('estate_invitations_pending_idx')
      .on(t.estateId, t.role)
      .where(sql`${t.acceptedAt} is null and ${t.cancelledAt} is null`),
    // Confirming an address looks up its pending invitations.
    index('estate_invitations_email_idx').on(t.email),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
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
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('document_id').primaryKey().defaultRandom(),
    estateId: uuid('estate_id')
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fileUrl: text('file_url').notNull(),
    uploadedFile: text('uploaded_file').notNull(),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    version: integer('version').notNull().default(1),
    /**
     * Whether the estate's beneficiaries see it (those who run the estate see every document; a
     * beneficiary also sees what they uploaded themselves). Off until someone who runs it shares it.
     */
    sharedWithBeneficiaries: boolean('shared_with_beneficiaries').notNull().default(false),
  },
  (t) => [
    index('documents_estate_idx').on(t.estateId, t.uploadDate),
    // The library's order (newest upload first) as an index walk.
    index('documents_upload_idx').on(t.uploadDate, t.id),
    // The library's search by file name (ILIKE '%…%').
    index('documents_uploaded_file_trgm_idx').using('gin', t.uploadedFile.op('gin_trgm_ops')),
  ],
);

/** Notes on an estate (Add Note on estate detail; the estate's notes page builds on them). */
export const estateNotes = pgTable(
  'estate_notes',
  {
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
  },
  (t) => [index('estate_notes_estate_idx').on(t.estateId, t.createdAt)],
);

/** Earlier versions of a document, kept when it is replaced. */
export const documentVersions = pgTable('document_versions', {
  id: uuid('document_version_id').primaryKey().defaultRandom(),
  documentId: uuid('document_id')
    .notNull()
    .references(() => documents.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  uploadedFile: text('uploaded_file').notNull(),
  storageKey: text('storage_key').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
