/**
 * Court papers and document tools (issue 17): applications to the High Court, document templates
 * with merge fields, the official legal forms, and per-document access grants.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lawFirms, users } from './accounts.js';
import { createdAt, editVersion, updatedAt, version } from './columns.js';
import { documents } from './documents.js';
import { estates } from './estates.js';

/**
 * An application to the High Court for an estate (High Court Applications and Probate Hub are two
 * views of these rows). Besides the spec's fields it keeps the facts the papers need that the estate
 * does not hold: the will's date, the deceased's occupation, and the applicant's address and
 * occupation.
 */
export const courtApplications = pgTable(
  'court_applications',
  {
    /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
    version: version(),
    id: uuid('court_application_id').primaryKey().defaultRandom(),
    estateId: uuid('estate_id')
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    /** probate, administration (letters of administration) or variation_of_trust. */
    type: text('type').notNull(),
    /** The firm's reference, or the court's file number once it is known (CIV-2026-485-…). */
    reference: text('reference').notNull(),
    /** draft, submitted, review, approved or rejected. */
    status: text('status').notNull().default('draft'),
    applicantName: text('applicant_name').notNull(),
    applicantAddress: text('applicant_address'),
    applicantOccupation: text('applicant_occupation'),
    /** Letters of administration by the surviving spouse or partner: a Notice of Choice of Option is filed too. */
    applicantRelationship: text('applicant_relationship'),
    deceasedOccupation: text('deceased_occupation'),
    willDate: text('will_date'),
    submittedDate: text('submitted_date'),
    hearingDate: text('hearing_date'),
    completedDate: text('completed_date'),
    /** The date the grant was sealed, when approved: recorded on the estate too. */
    grantDate: text('grant_date'),
    valueCents: bigint('value_cents', { mode: 'number' }),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('court_applications_estate_idx').on(t.estateId)],
);

/**
 * A document template: a DOCX file with `{{merge.fields}}`, versioned. `firmId` null is the starter
 * set every firm sees (kept by admins); otherwise the firm's own.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: uuid('document_template_id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id').references(() => lawFirms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    /** active or draft. */
    status: text('status').notNull().default('active'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    format: text('format').notNull().default('DOCX'),
    /** The version of its file: one more with each file uploaded (not the version of its details). */
    version: integer('version').notNull().default(1),
    /**
     * The version of its details (name, category, status, tags), for optimistic concurrency
     * (decision 060): one more on every edit; answered as `editVersion` and the ETag.
     */
    editVersion: editVersion(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The merge fields the current file uses, as found when it was uploaded. */
    fields: text('fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Stable key of a starter template (seeded once per database), null for uploaded ones. */
    starterKey: text('starter_key').unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('document_templates_firm_idx').on(t.firmId)],
);

/** Earlier files of a template, kept when a new version is uploaded. */
export const documentTemplateVersions = pgTable('document_template_versions', {
  id: uuid('document_template_version_id').primaryKey().defaultRandom(),
  templateId: uuid('document_template_id')
    .notNull()
    .references(() => documentTemplates.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  fileName: text('file_name').notNull(),
  storageKey: text('storage_key').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Categories a firm adds to its templates library (New Category), besides the spec's own. */
export const templateCategories = pgTable(
  'template_categories',
  {
    id: uuid('template_category_id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id').references(() => lawFirms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('template_categories_firm_name_idx')
      .on(t.firmId, sql`lower(${t.name})`)
      .where(sql`${t.firmId} is not null`),
  ],
);

/** An official form an estate uses (High Court, Inland Revenue, Waka Kotahi, BDM). Kept by admins. */
export const legalForms = pgTable('legal_forms', {
  /** The record's version: 1 when made, one more on every change through the app (optimistic concurrency, decision 060). */
  version: version(),
  id: uuid('legal_form_id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  /** probate, tax or court. */
  category: text('category').notNull(),
  jurisdiction: text('jurisdiction').notNull(),
  /** active or superseded. */
  status: text('status').notNull().default('active'),
  /** When the publisher last changed the form (YYYY-MM-DD). */
  lastUpdated: text('last_updated'),
  officialUrl: text('official_url').notNull(),
  /** A copy we may redistribute, when there is one; otherwise people follow the official link. */
  fileName: text('file_name'),
  storageKey: text('storage_key'),
  sizeBytes: integer('size_bytes'),
  starterKey: text('starter_key').unique(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Access to one document for one person on its estate, on top of the estate's rules: `view` opens
 * it, `edit` may also replace it, `admin` may also grant and revoke access to it.
 */
export const documentGrants = pgTable(
  'document_grants',
  {
    id: uuid('document_grant_id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: text('level').notNull(),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_grants_document_user_idx').on(t.documentId, t.userId),
    index('document_grants_user_idx').on(t.userId),
  ],
);
