/** An estate's documents: the library's filters, the upload form and the answers. */
import { z } from 'zod';
import { recordVersionSchema } from '../versions.js';
import { valuesOf } from '../estate-records/fields.js';
import { listCursorSchema } from '../page-cursor.js';

/** The file formats the documents library filters by (read from each file's bytes). */
export const DOCUMENT_TYPES = ['PDF', 'DOCX', 'XLSX', 'JPEG', 'PNG', 'HEIC'] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The documents library's Date Range choices (spec 2 §2), by upload date. */
export const DOCUMENT_RANGES = [
  { value: 'all', label: 'All Time' },
  { value: '7d', label: 'Last 7 Days' },
  { value: '30d', label: 'Last 30 Days' },
  { value: '90d', label: 'Last 90 Days' },
] as const;

export type DocumentRange = (typeof DOCUMENT_RANGES)[number]['value'];

export const DOCUMENT_RANGE_VALUES = valuesOf(DOCUMENT_RANGES);

/** The documents library's query string. */
export const documentListQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  type: z.enum(DOCUMENT_TYPES).optional(),
  estateId: z.uuid().optional(),
  range: z.enum(DOCUMENT_RANGE_VALUES).default('all'),
  /** The page's number, as the screen shows it; without a cursor, which page to read. */
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  /** The page after the one that answered this `nextCursor` (keyset paging, decisions 083 and 087). */
  after: listCursorSchema.optional(),
  /** The page before the one that answered this `prevCursor`. */
  before: listCursorSchema.optional(),
});

export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** Upload Document's values, sent as JSON in the multipart `payload` field beside the file. */
export const documentUploadSchema = z.object({
  estateId: z.uuid({ message: 'Please choose an estate' }),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  /** Honoured for those who run the estate; a beneficiary's own upload is theirs and the firm's. */
  sharedWithBeneficiaries: z.boolean().default(false),
});

export type DocumentUpload = z.infer<typeof documentUploadSchema>;

/**
 * What a document is (Upload Document's "Document type"), kept as its first tag; the file format
 * (PDF, DOCX…) is read from the bytes by the server.
 */
export const DOCUMENT_KINDS = [
  { value: 'will', label: 'Will' },
  { value: 'death certificate', label: 'Death certificate' },
  { value: 'grant', label: 'Grant of probate or administration' },
  { value: 'identity', label: 'Identity document' },
  { value: 'valuation', label: 'Valuation' },
  { value: 'bank statement', label: 'Bank statement' },
  { value: 'tax', label: 'Tax (IRD)' },
  { value: 'correspondence', label: 'Correspondence' },
  { value: 'other', label: 'Other' },
] as const;

export const documentSchema = z.object({
  documentId: z.string(),
  estateId: z.string().nullable(),
  deceasedName: z.string().nullable(),
  type: z.string().nullable(),
  fileUrl: z.string(),
  uploadedFile: z.string(),
  uploadDate: z.string(),
  uploadedBy: z.string().nullable(),
  tags: z.array(z.string()).nullable(),
  /** How many files it has had (1 for the first upload, one more per replacement): not its edits. */
  version: z.number(),
  /**
   * The version of its details, such as sharing (decision 060), kept apart from `version` above:
   * a change sends it back as If-Match.
   */
  editVersion: recordVersionSchema,
  /** Beneficiaries of the estate see it (spec departure: decision 007). */
  sharedWithBeneficiaries: z.boolean(),
});

export type EstateDocument = z.infer<typeof documentSchema>;

/** PATCH /api/documents/{id}: share a document with the estate's beneficiaries, or stop. */
export const documentSharingSchema = z.object({ sharedWithBeneficiaries: z.boolean() });

export type DocumentSharing = z.infer<typeof documentSharingSchema>;

export const documentListSchema = z.object({
  total: z.number(),
  items: z.array(documentSchema),
  /** Where the next page begins (`after=`); null on the last page. */
  nextCursor: z.string().nullable(),
  /** Where the previous page ends (`before=`); null on the first page. */
  prevCursor: z.string().nullable(),
});

export type DocumentList = z.infer<typeof documentListSchema>;

/** Upload Document's answer: the new document and where its file opens. */
export const documentUploadedSchema = z.object({ documentId: z.string(), fileUrl: z.string() });

/** The answer of sharing a document or no longer sharing it. */
export const documentSharedSchema = z.object({
  documentId: z.string(),
  sharedWithBeneficiaries: z.boolean(),
  /** The document's details' new version (also the answer's ETag). */
  editVersion: recordVersionSchema,
});

/** Replacing a document's file: the version the new file now is. */
export const documentReplacedSchema = z.object({ documentId: z.string(), version: z.number() });

/** Replace's values, sent as JSON in the multipart `payload` field beside the new file (optional). */
export const documentReplaceSchema = z.object({
  changeDescription: z
    .string({ message: 'Change description must be text' })
    .trim()
    .max(500, { message: 'Change description must be 500 characters or fewer' })
    .default(''),
});

export type DocumentReplace = z.infer<typeof documentReplaceSchema>;

/**
 * A document's current file and its earlier versions, newest first. Each version carries its own
 * upload date (`uploadedAt`; null where it was not recorded, before issue 17) and the date it was
 * replaced (`createdAt`).
 */
export const documentVersionsSchema = z.object({
  current: z.object({
    version: z.number(),
    uploadedFile: z.string(),
    sizeBytes: z.number(),
    uploadDate: z.string(),
    createdBy: z.string().nullable(),
    changeDescription: z.string().nullable(),
  }),
  items: z.array(
    z.object({
      version: z.number(),
      uploadedFile: z.string(),
      sizeBytes: z.number(),
      createdBy: z.string().nullable(),
      createdAt: z.string(),
      uploadedAt: z.string().nullable(),
      changeDescription: z.string().nullable(),
    }),
  ),
});

export type DocumentVersions = z.infer<typeof documentVersionsSchema>;

/** GET /api/documents/{id}/versions/{version}/file: one version's file. */
export const documentVersionParamsSchema = z.object({
  id: z.uuid({ message: 'Document not found' }),
  version: z.coerce
    .number({ message: 'Version not found' })
    .int({ message: 'Version not found' })
    .min(1, { message: 'Version not found' })
    .max(100_000, { message: 'Version not found' }),
});
