import { recordVersionSchema } from '../versions.js';
/**
 * Legal Forms (spec 2 §2; issue 17): the official forms a New Zealand estate uses, each with its
 * publisher's page. Read by everyone with the dashboard, kept by administrators (Add Form).
 */
import { z } from 'zod';
import {
  choice,
  optionalDate,
  optionalText,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  type Option,
} from '../estate-records/fields.js';

export const LEGAL_FORM_TEXTS = recordTexts('form', 'forms', {
  add: 'Add Form',
  edit: 'Edit Form',
  empty: 'No forms found',
  notFound: 'Form not found',
});

export const LEGAL_FORM_CATEGORIES = [
  { value: 'probate', label: 'Probate' },
  { value: 'tax', label: 'Tax' },
  { value: 'court', label: 'Court' },
] as const satisfies readonly Option[];

export const LEGAL_FORM_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'superseded', label: 'Superseded' },
] as const satisfies readonly Option[];

/** An https address on the publisher's site. */
const officialUrl = z
  .string({ message: 'Official link is required' })
  .trim()
  .min(1, { message: 'Official link is required' })
  .max(500, { message: 'Official link must be 500 characters or fewer' })
  .refine((v) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), {
    message: 'Official link must be an https:// address',
  });

export const legalFormInputSchema = z.object({
  name: requiredText('Name', 200),
  description: optionalText('Description', 1000),
  category: choice(LEGAL_FORM_CATEGORIES, 'Category'),
  jurisdiction: requiredText('Jurisdiction', 120),
  status: choice(LEGAL_FORM_STATUSES, 'Status'),
  lastUpdated: optionalDate('Last updated'),
  officialUrl,
});
export type LegalFormInput = z.input<typeof legalFormInputSchema>;

export const legalFormDtoSchema = z.object({
  /** The version it was read at; a change sends it back as If-Match (decision 060). */
  version: recordVersionSchema,
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(['probate', 'tax', 'court']),
  jurisdiction: z.string(),
  status: z.enum(['active', 'superseded']),
  lastUpdated: z.string().nullable(),
  officialUrl: z.string(),
  /** A redistributable copy an administrator attached (Download), else null (the official link). */
  fileName: z.string().nullable(),
  fileUrl: z.string().nullable(),
});
export type LegalFormDto = z.infer<typeof legalFormDtoSchema>;

export const legalFormListQuerySchema = recordListQuerySchema.extend({
  category: z
    .enum(['probate', 'tax', 'court'], { message: 'Category must be probate, tax or court' })
    .optional(),
});

export const legalFormSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
});
export const legalFormListSchema = recordListSchema(legalFormDtoSchema, legalFormSummarySchema);
