/**
 * Signed webhooks (issue 44, decisions 089 and 090): the endpoints organisations and firms register,
 * the messages queued for each (claimed with a lease, like the outbox), and every attempt's log.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns.js';
import { lawFirms, users } from './accounts.js';
import { institutions } from './notifyflow.js';

/** An https endpoint that receives events, an organisation's or a firm's (never both). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('webhook_endpoint_id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id').references(() => institutions.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id').references(() => lawFirms.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    /** The event types it receives. */
    events: text('events').array().notNull(),
    /** The signing secret (`whsec_…`, Standard Webhooks), sealed with the server secret. */
    secret: text('secret').notNull(),
    /** The secret before the last rotation, sealed, signed with too until `previous_secret_until`. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was disabled (failing for a day, or by hand), and when. */
    disabledReason: text('disabled_reason'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The first failure of the current run of failures; cleared by a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_endpoints_institution_idx').on(t.institutionId),
    index('webhook_endpoints_firm_idx').on(t.firmId),
    check('webhook_endpoints_one_owner', sql`(institution_id IS NULL) <> (firm_id IS NULL)`),
  ],
);

/** One event's message to one endpoint: the same `webhook-id` on every attempt. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('webhook_delivery_id').primaryKey().defaultRandom(),
    endpointId: uuid('webhook_endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** Standard Webhooks' `webhook-id` (`msg_…`): receivers dedupe on it. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the worker sending it (decision 089). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message_idx').on(t.endpointId, t.messageId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status IN ('pending', 'sending')`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

/** Every attempt to deliver a message: the request's time, the answer's status code, how long. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('webhook_attempt_id').primaryKey().defaultRandom(),
    deliveryId: uuid('webhook_delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when no answer came (refused, timed out, an address not allowed). */
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    /** The first 1,000 characters of the answer's body. */
    responseExcerpt: text('response_excerpt'),
    /** A resend by hand, and by whom. */
    resentBy: uuid('resent_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);
