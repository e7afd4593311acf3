import { z } from 'zod';
import {
  choice,
  optionalEmail,
  optionalText,
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  valuesOf,
  type Option,
} from './fields.js';

export const STAKEHOLDER_ROLES = [
  { value: 'executor', label: 'Executor' },
  { value: 'beneficiary', label: 'Beneficiary' },
  { value: 'advisor', label: 'Advisor' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const STAKEHOLDER_TYPES = [
  { value: 'internal', label: 'Internal' },
  { value: 'external', label: 'External' },
] as const satisfies readonly Option[];

export const STAKEHOLDER_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const satisfies readonly Option[];

/** Display labels only (spec 2 §6: nothing enforces them). */
export const STAKEHOLDER_PERMISSIONS = [
  { value: 'view_all', label: 'View all' },
  { value: 'edit_documents', label: 'Edit documents' },
  { value: 'approve_distributions', label: 'Approve distributions' },
  { value: 'view_financial', label: 'View financial' },
  { value: 'edit_tax_documents', label: 'Edit tax documents' },
  { value: 'view_distributions', label: 'View distributions' },
  { value: 'view_documents', label: 'View documents' },
] as const satisfies readonly Option[];

export const STAKEHOLDER_TEXTS = recordTexts('stakeholder', 'stakeholders', {
  emptyHint: 'Add the people around the estate: executors, beneficiaries, advisors.',
});

/** One stakeholder as the form and the API take it. Last contact is not taken: correspondence sets it. */
export const stakeholderInputSchema = z.object({
  name: requiredText('Name'),
  role: choice(STAKEHOLDER_ROLES, 'role'),
  type: choice(STAKEHOLDER_TYPES, 'type'),
  email: optionalEmail('Email'),
  phone: optionalText('Phone', 40),
  status: choice(STAKEHOLDER_STATUSES, 'status'),
  notes: optionalText('Notes', 4000),
  permissions: z
    .array(
      z.enum(valuesOf(STAKEHOLDER_PERMISSIONS), { message: 'Please choose from the permissions listed' }),
      {
        message: 'Please choose from the permissions listed',
      },
    )
    .max(STAKEHOLDER_PERMISSIONS.length, { message: 'Please choose from the permissions listed' })
    .optional(),
});
export type StakeholderInput = z.input<typeof stakeholderInputSchema>;

export const stakeholderDtoSchema = recordBaseSchema.extend({
  name: z.string(),
  role: z.string(),
  type: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.string(),
  /** The date of the latest sent correspondence naming them; null for never. */
  lastContact: z.string().nullable(),
  notes: z.string().nullable(),
  permissions: z.array(z.string()),
});
export type StakeholderDto = z.infer<typeof stakeholderDtoSchema>;

export const stakeholderListQuerySchema = recordListQuerySchema.extend({
  role: choice(STAKEHOLDER_ROLES, 'role').optional(),
});
/** The cards, over every stakeholder of the estate (not only the filtered ones). */
export const stakeholderSummarySchema = z.object({
  total: z.number().int(),
  internal: z.number().int(),
  external: z.number().int(),
  inactive: z.number().int(),
});
export type StakeholderSummary = z.infer<typeof stakeholderSummarySchema>;
export const stakeholderListSchema = recordListSchema(stakeholderDtoSchema, stakeholderSummarySchema);
