/**
 * Accounts: better-auth's models on the spec's `users` table (its `id` key maps to `user_id`), the law
 * firms lawyers belong to (issue 15), sessions, sign-in accounts, verifications and two-factor secrets.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns.js';

/**
 * Law firms (spec 3 §3 "Law firm"): a lawyer belongs to at most one (`users.firm_id`), and the
 * estates a firm's lawyer opens belong to the firm (`estates.firm_id`), which its other lawyers may
 * then see and run (decision 020). Members and estates are counted from those rows, never stored.
 */
export const lawFirms = pgTable('law_firms', {
  /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
  version: version(),
  id: uuid('law_firm_id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Multi-line postal address (a tax invoice's "billed to"). */
  address: text('address'),
  primaryContact: text('primary_contact'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  /** active or inactive (LAW_FIRM_STATUSES). */
  status: text('status').notNull().default('active'),
  /** current, trial or overdue (LAW_FIRM_BILLING_STATUSES). */
  billingStatus: text('billing_status').notNull().default('current'),
  /** Firm Settings (issue 16): business hours as HH:MM, from the spec's options. */
  businessHoursStart: text('business_hours_start').notNull().default('09:00'),
  businessHoursEnd: text('business_hours_end').notNull().default('17:00'),
  /** Default billing rate per hour, excluding GST, in cents (spec 3 §9: 250.00). */
  defaultBillingRateCents: bigint('default_billing_rate_cents', { mode: 'number' }).notNull().default(25000),
  /** The firm's GST number (printed on its tax invoices and estate statements), or null. */
  gstNumber: text('gst_number'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('user_id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').notNull().default('beneficiary'),
    active: boolean('active').notNull().default(true),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    phone: text('phone'),
    /** Per kind of notification, in-app and email (the domain's NOTIFICATION_PREFERENCES); null is all on. */
    notificationPreferences: jsonb('notification_preferences'),
    /** IANA time zone for dates and times shown to this person (spec 3 §9's options). */
    timeZone: text('time_zone').notNull().default('Pacific/Auckland'),
    twoFactorEnabled: boolean('two_factor_enabled').default(false),
    /**
     * The firm a lawyer belongs to (at most one). Refuses the firm's deletion while it has members.
     * Never writable through the auth library (ARCHITECTURE: fields that grant access).
     */
    firmId: uuid('firm_id').references(() => lawFirms.id),
    /** When the person last signed in (set as each session is made; sessions end, this stays). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * When an admin deleted the account: its personal data is blanked and it can never sign in, but
     * the row stays so the audit trail still reads "Deleted user" (issue 15).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_firm_idx').on(t.firmId)],
);

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
