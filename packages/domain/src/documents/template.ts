/**
 * Document templates (spec 2 §2 Document Templates and Templates Library; issue 17): Word files
 * with `{{merge.fields}}`, versioned, filed under a category, active or draft, tagged. The starter
 * set every firm sees and each firm's own. A template is merged with an estate's facts into a new
 * DOCX (downloaded or saved into the estate's documents).
 */
import { z } from 'zod';
import {
  choice,
  optionalText,
  keysetListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  type Option,
} from '../estate-records/fields.js';

export const TEMPLATE_TEXTS = recordTexts('template', 'templates', {
  add: 'Upload Template',
  empty: 'No templates found',
  saveFailed: 'Failed to save template. Please try again.',
});

/** The category dropdown of an estate's Document Templates page (spec 2 §2), in its order. */
export const ESTATE_TEMPLATE_CATEGORIES = [
  'Legal Forms',
  'Asset Management',
  'Communications',
  'Tax Forms',
  'Reports',
] as const;

/** The category dropdown of the Templates Library (spec 2 §2), before the firm's own categories. */
export const LIBRARY_TEMPLATE_CATEGORIES = [
  'Estate Planning',
  'Asset Management',
  'Communications',
  'Court Documents',
  'Tax Forms',
  'Reports',
] as const;

/** Every built-in category (either page's); a firm adds its own with New Category. */
export const BUILT_IN_TEMPLATE_CATEGORIES: readonly string[] = [
  ...new Set<string>([...ESTATE_TEMPLATE_CATEGORIES, ...LIBRARY_TEMPLATE_CATEGORIES]),
];

export const categoryOptions = (names: readonly string[]): Option[] =>
  names.map((name) => ({ value: name, label: name }));

export const TEMPLATE_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Draft' },
] as const satisfies readonly Option[];
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number]['value'];

/** Tags as typed ("bank, letter"): trimmed, empty ones dropped, at most 20 of 40 characters each. */
const tagsSchema = z
  .array(z.string().trim().max(40, { message: 'Each tag must be 40 characters or fewer' }), {
    message: 'Tags must be a list of words',
  })
  .max(20, { message: 'At most 20 tags' });

/** A template's details, as Upload Template and Edit take them (the file is sent beside them). */
export const templateInputSchema = z.object({
  name: requiredText('Name', 150),
  description: optionalText('Description', 1000),
  category: requiredText('Category', 80),
  status: choice(TEMPLATE_STATUSES, 'Status'),
  tags: tagsSchema,
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const templateDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  status: z.enum(['active', 'draft']),
  tags: z.array(z.string()),
  format: z.string(),
  /** The version of its file (v1, v2…). */
  version: z.number().int(),
  /** The version of its details, sent back as If-Match to edit or delete it (decision 060). */
  editVersion: z.number().int(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  /** The merge fields the current file uses. */
  fields: z.array(z.string()),
  /** The starter set every firm sees (kept by administrators), not the firm's own. */
  isStarter: z.boolean(),
  /** Whether this reader may change it (Edit, a new version). */
  canEdit: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type TemplateDto = z.infer<typeof templateDtoSchema>;

export const templateListQuerySchema = keysetListQuerySchema.extend({
  category: z.string().trim().max(80).optional(),
  status: z.enum(['active', 'draft'], { message: 'Status must be active or draft' }).optional(),
});
export type TemplateListQuery = z.input<typeof templateListQuerySchema>;

/** The cards: total, active and draft over every template the reader may use. */
export const templateSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  draft: z.number().int(),
  /** The firm's own categories (New Category), for the library's dropdown. */
  firmCategories: z.array(z.string()),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;
export const templateListSchema = recordListSchema(templateDtoSchema, templateSummarySchema);

/** The answer to an upload or a new version: the fields found, and those the platform cannot fill. */
export const templateUploadedSchema = z.object({
  template: templateDtoSchema,
  fields: z.array(z.string()),
  unknownFields: z.array(z.string()),
});
export type TemplateUploaded = z.infer<typeof templateUploadedSchema>;

/** New Category (Templates Library). */
export const templateCategoryInputSchema = z.object({ name: requiredText('Category name', 80) });
export const templateCategoriesSchema = z.object({
  builtIn: z.array(z.string()),
  firm: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** Save merged into the estate's documents. */
export const templateMergedSavedSchema = z.object({
  documentId: z.string(),
  fileName: z.string(),
  unknownFields: z.array(z.string()),
  /** Fields the platform fills but this estate has no value for yet: shown as "[… not recorded]". */
  missingFields: z.array(z.string()),
});

/** The response header naming the fields a merged download could not fill (comma separated). */
export const UNKNOWN_FIELDS_HEADER = 'x-unknown-fields';
/** The response header naming the fields this estate has no value for yet (comma separated). */
export const MISSING_FIELDS_HEADER = 'x-missing-fields';

/* ─────────────────────────────── Merge fields ─────────────────────────────── */

/**
 * THE merge-field vocabulary: what `{{…}}` a template may use and what each is filled with. A field
 * not here is reported as unknown (on upload and on merge) and left visibly in the merged text.
 */
export const MERGE_FIELDS = [
  { name: 'deceased.fullName', description: "The deceased's full name" },
  { name: 'deceased.lastKnownAddress', description: "The deceased's last known address" },
  { name: 'estate.dateOfDeath', description: 'The date of death, written out (12 March 2026)' },
  {
    name: 'estate.grantDate',
    description: 'The date of the grant of probate or administration, written out',
  },
  { name: 'estate.estimatedValue', description: "The estate's estimated value in NZD ($1,250,000.00)" },
  { name: 'estate.reference', description: "The estate's file number (EST-2026-0001)" },
  { name: 'executor.name', description: "The executor's (or administrator's) name" },
  { name: 'executor.email', description: "The executor's email address" },
  { name: 'firm.name', description: "The law firm's name" },
  { name: 'firm.address', description: "The law firm's postal address" },
  { name: 'firm.phone', description: "The law firm's phone number" },
  { name: 'firm.email', description: "The law firm's email address" },
  { name: 'lawyer.name', description: 'The name of the person merging the template' },
  { name: 'today', description: "Today's date in New Zealand, written out" },
  {
    name: 'beneficiaries',
    description:
      'A loop over the beneficiaries: {{#beneficiaries}}{{fullName}} ({{relationship}}){{/beneficiaries}}',
  },
] as const;
export type MergeFieldName = (typeof MERGE_FIELDS)[number]['name'];

/** The fields inside the `{{#beneficiaries}}` loop. */
export const BENEFICIARY_LOOP_FIELDS = ['fullName', 'relationship', 'email', 'address'] as const;

const KNOWN = new Set<string>(MERGE_FIELDS.map((f) => f.name));
const LOOP = new Set<string>(BENEFICIARY_LOOP_FIELDS);

/** What a merged document says where a field has no value for this estate (decision 080). */
const MISSING_LABELS: Record<Exclude<MergeFieldName, 'beneficiaries'>, string> = {
  'deceased.fullName': "deceased's name",
  'deceased.lastKnownAddress': 'last known address',
  'estate.dateOfDeath': 'date of death',
  'estate.grantDate': 'grant date',
  'estate.estimatedValue': 'estimated value',
  'estate.reference': 'file number',
  'executor.name': "executor's name",
  'executor.email': "executor's email",
  'firm.name': 'firm name',
  'firm.address': 'firm address',
  'firm.phone': 'firm phone',
  'firm.email': 'firm email',
  'lawyer.name': "lawyer's name",
  today: 'date',
};

/**
 * The visible blank a merged document carries instead of a field it could not fill, so whoever
 * reads it before sending notices: "[grant date not recorded]" for a field this estate has no value
 * for yet, "[unknown merge field: client.ref]" for a name outside the vocabulary. Never a raw `{{…}}`.
 */
export function mergeFieldPlaceholder(name: string): string {
  const label = (MISSING_LABELS as Record<string, string | undefined>)[name];
  return label ? `[${label} not recorded]` : `[unknown merge field: ${name}]`;
}

/** Whether a field (as written between the braces, loop markers stripped) is one the platform fills. */
export function isKnownMergeField(name: string, insideBeneficiaries = false): boolean {
  return KNOWN.has(name) || (insideBeneficiaries && LOOP.has(name));
}
