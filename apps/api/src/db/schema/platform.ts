/** What the whole platform shares: the outbox, file intents, rate limits, the top-bar notifications and the audit trail. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';

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
    /**
     * Who a reply reaches and who may turn this kind of email off (decision 078): the worker turns
     * it, with the kind, into Reply-To, Auto-Submitted and List-Unsubscribe. Null: neither.
     */
    envelope: jsonb('envelope'),
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
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    // An organisation row's email, for the admins' view of where it is (decision 073).
    index('outbox_institution_row_idx').on(t.institutionsNotifiedId),
  ],
);

/** Raw bytes (bytea), as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Files an outgoing email carries (a tax invoice's PDF, a scheduled report), kept in the database
 * with the email, in the same transaction, so the email never goes without them (issue 15).
 */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: uuid('outbox_attachment_id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('outbox_attachments_outbox_idx').on(t.outboxId)],
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

/**
 * A file uploaded on its own (`POST /api/uploads`, decision 049), waiting for the form that will
 * use it. Its staging key keeps its file intent until a form adopts it or it is discarded; deleting
 * the intent (adoption, Cancel, the sweeper once the grace period has passed) deletes this row.
 */
export const stagedUploads = pgTable(
  'staged_uploads',
  {
    id: uuid('upload_id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stagingKey: text('staging_key')
      .notNull()
      .unique()
      .references(() => fileIntents.key, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staged_uploads_user_idx').on(t.userId)],
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
    /** What it is about (the domain's NOTIFICATION_KINDS), for preferences and the filter tabs. */
    kind: text('kind').notNull().default('general'),
    /**
     * Set for notifications made by a job that runs again (a deadline in 7 days, overdue): one row
     * per person and key, so a rerun never notifies twice.
     */
    dedupeKey: text('dedupe_key'),
    /**
     * False for a row kept only as that claim, for someone who does not want this kind in the app
     * (lists show only rows where it is true).
     */
    shown: boolean('shown').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('app_notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('app_notifications_dedupe_idx')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
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
    /** document, security, data, access or system (the domain's `auditCategoryOf`). */
    category: text('category').notNull().default('data'),
    /** success or failure (a refused sign-in is a failure). */
    status: text('status').notNull().default('success'),
    /** The address the request came from (none for the worker). */
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    /*
     * The hash chain (issue 41, decision 071). Never written by the app: the `audit_events_chain`
     * trigger (migration 0034) fills them in as the event's transaction commits. `hash` is SHA-256 of
     * `prev_hash` followed by the event's canonical JSON (services/audit/audit-chain.ts).
     */
    /** Which chain the event is in; one chain, `main`, today. */
    chain: text('chain').notNull().default('main'),
    /** Its place in its chain, from 1 with no gaps; null only until its transaction commits. */
    seq: bigint('seq', { mode: 'number' }),
    /** The hash of the event before it in its chain (64 zeros for the first). */
    prevHash: text('prev_hash'),
    /** Its own hash, lower-case hex. */
    hash: text('hash'),
  },
  (t) => [
    uniqueIndex('audit_events_chain_seq_idx')
      .on(t.chain, t.seq)
      .where(sql`${t.seq} is not null`),
    // The events still to be chained: those of the committing transaction (and none other, normally).
    index('audit_events_unchained_idx')
      .on(t.createdAt)
      .where(sql`${t.seq} is null`),
    index('audit_events_entity_idx').on(t.entityType, t.entityId),
    index('audit_events_category_idx').on(t.category, t.createdAt),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt),
    // A first visit: has this person signed in before? One probe, not a walk of all their events.
    index('audit_events_sign_in_idx')
      .on(t.actorId, t.createdAt)
      .where(sql`${t.action} = 'auth.signed_in'`),
    // Recent Activity walks the newest events first.
    index('audit_events_created_idx').on(t.createdAt),
    // One estate's events (its timeline): the estate itself, or the estate named in the event's data.
    // The same expression as `visibleActivity` and the timeline's filter, so the planner can use it.
    index('audit_events_estate_key_idx').on(
      sql`(coalesce(case when ${t.entityType} = 'estate' then ${t.entityId} end, ${t.data}->>'estateId'))`,
      t.createdAt,
    ),
  ],
);

/**
 * The newest event of each audit chain (decision 071): the row the chain trigger locks while it
 * chains a committing transaction's events, and what verification checks the newest event against,
 * so removing the newest events is noticed too.
 */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chain: text('chain').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  hash: text('hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each check of the audit chains (decision 071): by the periodic job or an admin. The newest
 * passing check's heads are anchors: a later check fails if the events it saw were rewritten.
 */
export const auditVerifications = pgTable(
  'audit_verifications',
  {
    id: uuid('audit_verification_id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** `scheduled` (the periodic job) or `admin` (Verify now). */
    trigger: text('trigger').notNull(),
    requestedBy: uuid('requested_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    /** How many events were checked. */
    events: bigint('events', { mode: 'number' }).notNull(),
    /** What was found wrong (`AuditChainBreak[]`), empty when ok. */
    breaks: jsonb('breaks').notNull().default([]),
    /** Each chain's newest event when checked: `{ [chain]: { seq, hash } }`. */
    heads: jsonb('heads').notNull().default({}),
  },
  (t) => [index('audit_verifications_finished_idx').on(t.finishedAt)],
);

/* ───────────────────────────── NotifyFlow (spec 1 §3) ───────────────────────────── */

/**
 * Idempotent creates (issue 39, decision 061): a create sent with an `Idempotency-Key` header keeps
 * its answer here, written in the transaction of the create itself, so a retry with the same key
 * and body within 24 hours is answered the first answer and creates nothing, and one with another
 * body is refused (422). Scoped to the person, the method and the route pattern.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    /** The route's pattern (`/api/estates/:estateId/distributions`), not the URL. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the URL and the body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.method, t.route, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
