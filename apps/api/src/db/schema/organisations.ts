/**
 * NotifyFlow as an open network (issue 44, decision 090): the people of an organisation in the
 * directory, the API keys of organisations and firms, and organisations' structured answers with
 * the products they report.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, version } from './columns.js';
import { lawFirms, users } from './accounts.js';
import { institutions, institutionsNotified } from './notifyflow.js';

/**
 * A person of an organisation in the directory, by email: whoever signs in with that email, once
 * verified, is this member (no claim step; changing the account's email leaves the organisation).
 * An email belongs to at most one organisation.
 */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    id: uuid('organisation_member_id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name'),
    /** `admin` may create API keys and webhooks for the organisation; `member` reads and answers. */
    role: text('role', { enum: ['admin', 'member'] })
      .notNull()
      .default('member'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organisation_members_email_idx').on(t.email),
    index('organisation_members_institution_idx').on(t.institutionId),
    check('organisation_members_email_lower', sql`email = lower(email)`),
  ],
);

/**
 * An API key: an organisation's (`institution_id`) or a law firm's (`firm_id`), never both. The
 * secret is shown once; only its SHA-256 is kept (a 256-bit random secret needs no slow hash).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('api_key_id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id').references(() => institutions.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id').references(() => lawFirms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters (`nfo_live_AbCd`), to tell keys apart in a list. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex. */
    secretHash: text('secret_hash').notNull(),
    /** What it may do: `notifications:read`, `notifications:answer` (an organisation's). */
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The last request it authenticated, kept to the minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash),
    index('api_keys_institution_idx').on(t.institutionId),
    index('api_keys_firm_idx').on(t.firmId),
    check('api_keys_one_owner', sql`(institution_id IS NULL) <> (firm_id IS NULL)`),
  ],
);

/** An organisation's structured answer to a notification addressed to it (by API or its inbox). */
export const notificationAnswers = pgTable(
  'notification_answers',
  {
    id: uuid('notification_answer_id').primaryKey().defaultRandom(),
    institutionsNotifiedId: uuid('institutions_notified_id')
      .notNull()
      .references(() => institutionsNotified.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['no_account_held', 'accounts_held', 'more_information_needed', 'released', 'closed'],
    }).notNull(),
    message: text('message'),
    /** For `more_information_needed`: what the organisation needs, one item each. */
    needed: text('needed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Who answered: a member signed in, or an API key. */
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** The request's Idempotency-Key and SHA-256 of its body: a retry is answered this answer. */
    idempotencyKey: text('idempotency_key'),
    fingerprint: text('fingerprint'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_answers_row_idx').on(t.institutionsNotifiedId, t.createdAt),
    uniqueIndex('notification_answers_idempotency_idx').on(t.institutionsNotifiedId, t.idempotencyKey),
  ],
);

/**
 * A product an organisation reported holding (`accounts_held`): its balance at the date of death in
 * NZD cents, negative for a debt. When the notification belongs to an estate it is proposed to the
 * estate as an asset or a liability, which its lawyer or executor accepts, edits or rejects.
 */
export const notificationAnswerProducts = pgTable(
  'notification_answer_products',
  {
    id: uuid('notification_answer_product_id').primaryKey().defaultRandom(),
    answerId: uuid('notification_answer_id')
      .notNull()
      .references(() => notificationAnswers.id, { onDelete: 'cascade' }),
    /** Its place in the answer, as the organisation listed it. */
    position: integer('position').notNull().default(0),
    type: text('type').notNull(),
    /** As the organisation masked it (`****1234`). */
    reference: text('reference'),
    description: text('description'),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    asAt: date('as_at', { mode: 'string' }).notNull(),
    /** Administration Act 1969 s65: whether it releases without a grant, and up to what. */
    releasableWithoutGrant: boolean('releasable_without_grant').notNull().default(false),
    releaseLimitCents: bigint('release_limit_cents', { mode: 'number' }),
    /** On an estate: proposed until its lawyer or executor accepts or rejects it; null without one. */
    proposal: text('proposal', { enum: ['proposed', 'accepted', 'rejected'] }),
    /** The record it became (an asset or a liability), when accepted. */
    recordKind: text('record_kind', { enum: ['asset', 'liability'] }),
    recordId: uuid('record_id'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('notification_answer_products_answer_idx').on(t.answerId)],
);
