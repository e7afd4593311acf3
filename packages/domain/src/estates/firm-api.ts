/**
 * The firm API (issue 44, decision 090 "Firm keys"): what a law firm's API key reads and writes on
 * the firm's estates (`/api/firm/v1/…`, `Authorization: Bearer nzep_firm_…`), for the firm's
 * practice-management and accounting systems. Keys and webhooks themselves have the organisation
 * API's shapes (`apiKeySchema`, `webhookEndpointSchema`).
 */
import { z } from 'zod';
import { noteDtoSchema, noteInputSchema } from '../estate-records/note.js';
import { ESTATE_STAGES, ESTATE_STATUSES } from './estate-status.js';
import { TASK_STATUSES } from './task-status.js';
import { createTaskSchema } from './task.js';

const LIMIT_TEXT = 'limit must be a whole number from 1 to 100';
const CURSOR_TEXT = 'Not a page cursor: use the nextCursor of a list answer';

/** One page of a list, from `after` (the previous answer's `nextCursor`). */
export const firmPageQuerySchema = z.object({
  after: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, { message: CURSOR_TEXT })
    .optional(),
  limit: z.coerce
    .number({ message: LIMIT_TEXT })
    .int({ message: LIMIT_TEXT })
    .min(1, { message: LIMIT_TEXT })
    .max(100, { message: LIMIT_TEXT })
    .default(25),
});

export const firmEstateListQuerySchema = firmPageQuerySchema.extend({
  status: z
    .enum(ESTATE_STATUSES, { message: `status must be one of ${ESTATE_STATUSES.join(', ')}` })
    .optional(),
});

const ESTATE_EXAMPLE = {
  id: '3f0c9a4e-8b1d-4c6a-9a55-2f1e7d9b6c21',
  fileNumber: 'EST-2026-0042',
  deceasedName: 'Aroha Ngata',
  dateOfDeath: '2026-10-28',
  status: 'active',
  stage: 'application_filed',
  workflowType: 'probate',
  grantDate: null,
  openTasks: 7,
  documents: 4,
  createdAt: '2026-11-02T21:14:05.000Z',
  updatedAt: '2026-12-01T03:40:11.000Z',
};

/** One of the firm's estates, as its key reads it. */
export const firmEstateSchema = z
  .object({
    id: z.uuid(),
    /** The firm's file number (EST-<year opened>-<sequence>). */
    fileNumber: z.string(),
    deceasedName: z.string(),
    dateOfDeath: z.string().nullable(),
    status: z.enum(ESTATE_STATUSES),
    stage: z.enum(ESTATE_STAGES.map((s) => s.value) as [string, ...string[]]),
    workflowType: z.enum(['probate', 'letters_of_administration']),
    /** When the grant of probate or administration was sealed, once it was. */
    grantDate: z.string().nullable(),
    /** Tasks not yet completed. */
    openTasks: z.number().int(),
    documents: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ example: ESTATE_EXAMPLE });
export type FirmEstate = z.infer<typeof firmEstateSchema>;

export const firmEstateListSchema = z.object({
  items: z.array(firmEstateSchema),
  /** Send as `after` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FirmEstateList = z.infer<typeof firmEstateListSchema>;

/** A task of one of the firm's estates. */
export const firmTaskSchema = z
  .object({
    id: z.uuid(),
    estateId: z.uuid(),
    name: z.string(),
    status: z.enum(TASK_STATUSES),
    dueDate: z.string().nullable(),
    /** Why it is due when it is (a statutory rule), for the tasks the estate's plan made. */
    basis: z.string().nullable(),
    /** Who it is given to: an account linked to the estate. */
    assignedTo: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({
    example: {
      id: '8d2b7c1a-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
      estateId: ESTATE_EXAMPLE.id,
      name: 'Send the grant to the bank',
      status: 'todo',
      dueDate: '2026-12-18',
      basis: null,
      assignedTo: { id: '1c9e2f3a-4b5d-4e6f-8a7b-9c0d1e2f3a4b', name: 'Lena Lawyer' },
      createdAt: '2026-12-01T03:40:11.000Z',
      updatedAt: '2026-12-01T03:40:11.000Z',
    },
  });
export type FirmTask = z.infer<typeof firmTaskSchema>;

/** The estate's tasks in the order they were added, by cursor. */
export const firmTaskListSchema = z.object({
  items: z.array(firmTaskSchema),
  nextCursor: z.string().nullable(),
});

/** A new task on the estate: given to the key's creator unless it names someone linked to the estate. */
export const firmTaskInputSchema = createTaskSchema.omit({ estateId: true }).meta({
  example: { name: 'Send the grant to the bank', dueDate: '2026-12-18', assignedToUserId: null },
});

/** A document's details (the file itself stays in the app). */
export const firmDocumentSchema = z
  .object({
    id: z.uuid(),
    estateId: z.uuid(),
    fileName: z.string(),
    /** Its kind, as the upload's type was read (pdf, docx, image, …). */
    type: z.string(),
    tags: z.array(z.string()),
    sizeBytes: z.number().int(),
    /** How many files it has had: 1 for the first upload, one more per replacement. */
    version: z.number().int(),
    sharedWithBeneficiaries: z.boolean(),
    uploadedAt: z.iso.datetime(),
  })
  .meta({
    example: {
      id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
      estateId: ESTATE_EXAMPLE.id,
      fileName: 'death-certificate.pdf',
      type: 'pdf',
      tags: ['death certificate'],
      sizeBytes: 184220,
      version: 1,
      sharedWithBeneficiaries: false,
      uploadedAt: '2026-11-03T00:12:45.000Z',
    },
  });
export type FirmDocument = z.infer<typeof firmDocumentSchema>;

/** The estate's documents, newest first, by cursor. */
export const firmDocumentListSchema = z.object({
  items: z.array(firmDocumentSchema),
  nextCursor: z.string().nullable(),
});

/** A new note on the estate, written as the key's creator: the app's own note form. */
export const firmNoteInputSchema = noteInputSchema.meta({
  example: {
    title: 'Call with the bank',
    content: 'The bank confirmed two accounts; statements to follow.',
    category: 'general',
    tags: 'bank, practice-management',
  },
});
export const firmNoteSchema = noteDtoSchema;
