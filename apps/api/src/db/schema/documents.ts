/** Documents of an estate and their earlier versions. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, editVersion } from './columns.js';
import { users } from './accounts.js';
import { estates } from './estates.js';

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
    /** How many files it has had: 1 for the first upload, one more per replacement (not its edits). */
    version: integer('version').notNull().default(1),
    /**
     * The version of its details (sharing, tags) for optimistic concurrency (decision 060): `version`
     * above counts its files, so edits have their own counter, answered as the ETag.
     */
    editVersion: editVersion(),
    /**
     * Whether the estate's beneficiaries see it (those who run the estate see every document; a
     * beneficiary also sees what they uploaded themselves). Off until someone who runs it shares it.
     */
    sharedWithBeneficiaries: boolean('shared_with_beneficiaries').notNull().default(false),
    /** What changed in the current file, as said when it replaced the previous one (issue 17). */
    changeDescription: text('change_description'),
  },
  (t) => [
    index('documents_estate_idx').on(t.estateId, t.uploadDate),
    // The library's order (newest upload first) as an index walk.
    index('documents_upload_idx').on(t.uploadDate, t.id),
    // The library's search by file name (ILIKE '%…%').
    index('documents_uploaded_file_trgm_idx').using('gin', t.uploadedFile.op('gin_trgm_ops')),
  ],
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
  /** When this version's file was uploaded (issue 17; rows from before it carry the replacement time). */
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  /** What changed in this version, as said when it was uploaded. */
  changeDescription: text('change_description'),
  /** When it stopped being the current file. */
  createdAt: createdAt(),
});
