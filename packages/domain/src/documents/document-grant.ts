/**
 * Per-document access (spec 2 "Document Access Permissions", issue 17): grants to people on the
 * document's estate, on top of the estate's own rules (decision 031).
 */
import { z } from 'zod';
import { keysetListQuerySchema, recordListSchema, recordTexts } from '../estate-records/fields.js';

/**
 * The levels, each including the one before: view opens the document, edit also replaces it,
 * admin also grants and revokes access to it.
 */
export const DOCUMENT_ACCESS_LEVELS = [
  { value: 'view', label: 'View' },
  { value: 'edit', label: 'Edit' },
  { value: 'admin', label: 'Admin' },
] as const;

export const DOCUMENT_ACCESS_LEVEL_VALUES = ['view', 'edit', 'admin'] as const;

export type DocumentAccessLevel = (typeof DOCUMENT_ACCESS_LEVEL_VALUES)[number];

export const DOCUMENT_GRANT_TEXTS = recordTexts('access grant', 'access grants', {
  add: 'Grant Access',
  deleted: 'Access revoked',
  confirmDelete: 'Are you sure you want to revoke this access?',
  empty: 'No access grants',
  emptyHint: 'Grant a person on the estate access to one of its documents.',
  loadFailed: 'Failed to load access permissions. Please try again.',
  saveFailed: 'Failed to grant access. Please try again.',
  deleteFailed: 'Failed to revoke access. Please try again.',
});

/** POST /api/document-grants: granting again to the same person changes their level. */
export const documentGrantInputSchema = z.object({
  documentId: z.uuid({ message: 'Please choose a document' }),
  userId: z.uuid({ message: 'Please choose a person' }),
  level: z.enum(DOCUMENT_ACCESS_LEVEL_VALUES, { message: 'Please choose an access level' }),
});

export type DocumentGrantInput = z.infer<typeof documentGrantInputSchema>;

/** One grant as listed. */
export const documentGrantDtoSchema = z.object({
  id: z.string(),
  estateId: z.string(),
  deceasedName: z.string(),
  documentId: z.string(),
  documentName: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  /** The person's role on the platform (lawyer, executor, beneficiary…). */
  userRole: z.string(),
  level: z.enum(DOCUMENT_ACCESS_LEVEL_VALUES),
  grantedBy: z.string().nullable(),
  grantedAt: z.string(),
  /** Whether the reader may revoke it (they manage the document's access). */
  canRevoke: z.boolean(),
});

export type DocumentGrant = z.infer<typeof documentGrantDtoSchema>;

export const documentGrantListQuerySchema = keysetListQuerySchema.extend({
  estateId: z.uuid({ message: 'Estate not found' }).optional(),
  documentId: z.uuid({ message: 'Document not found' }).optional(),
  level: z.enum(DOCUMENT_ACCESS_LEVEL_VALUES, { message: 'Please choose an access level' }).optional(),
});

export type DocumentGrantListQuery = z.infer<typeof documentGrantListQuerySchema>;

/** The cards: distinct people holding each level (over the search), and the estates for the filter. */
export const documentGrantSummarySchema = z.object({
  admin: z.number().int(),
  edit: z.number().int(),
  view: z.number().int(),
  estates: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const documentGrantListSchema = recordListSchema(documentGrantDtoSchema, documentGrantSummarySchema);

export type DocumentGrantList = z.infer<typeof documentGrantListSchema>;

/** GET /api/documents/:id/grantable-people: the people on the document's estate, with any level they hold. */
export const grantablePeopleSchema = z.object({
  documentId: z.string(),
  documentName: z.string(),
  items: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.string(),
      level: z.enum(DOCUMENT_ACCESS_LEVEL_VALUES).nullable(),
    }),
  ),
});

export type GrantablePeople = z.infer<typeof grantablePeopleSchema>;
