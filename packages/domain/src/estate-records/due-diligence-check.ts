import { z } from 'zod';
import { nzToday } from '../dates.js';
import {
  PRIORITIES,
  choice,
  optionalDate,
  optionalText,
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  type Option,
} from './fields.js';

/*
 * Due Diligence Checklist (spec 2): what the firm checks before it deals with the estate (the death
 * sighted, the will found, titles, KiwiSaver, PPSR, IRD, the executor's identity under AML/CFT),
 * each maybe with its evidence as a private document of the estate and a link to where it was done.
 */

export const CHECK_CATEGORIES = [
  { value: 'identity', label: 'Identity' },
  { value: 'assets', label: 'Assets' },
  { value: 'liabilities', label: 'Liabilities' },
  { value: 'tax', label: 'Tax' },
  { value: 'legal', label: 'Legal' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

/** Spec 2 §4's check statuses. */
export const CHECK_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'not_applicable', label: 'Not Applicable' },
] as const satisfies readonly Option[];

export const CHECK_PRIORITIES = PRIORITIES;

export const CHECK_TEXTS = recordTexts('check', 'checks', {
  add: 'New Check',
  confirmDelete: "Are you sure you want to delete this check? Its document stays in the estate's documents.",
  emptyHint:
    'Add what must be checked: the death certificate sighted, the will located, a LINZ title search.',
});

const webAddress = z.url({ protocol: /^https?$/ });
const LINK_MESSAGE = 'External link must be a web address starting with http:// or https://';

/** An optional web address (http or https only: never `javascript:` or a file path); empty means none. */
export const optionalWebLink = (message = LINK_MESSAGE) =>
  z
    .string({ message })
    .trim()
    .max(2000, { message: 'External link must be 2,000 characters or fewer' })
    .refine((v) => v === '' || webAddress.safeParse(v).success, { message })
    .nullish();

/** One check as the form and the API take it. */
export const dueDiligenceCheckInputSchema = z.object({
  name: requiredText('Check'),
  category: choice(CHECK_CATEGORIES, 'category'),
  status: choice(CHECK_STATUSES, 'status'),
  priority: choice(CHECK_PRIORITIES, 'priority'),
  assignedTo: optionalText('Assigned to', 200),
  dateCompleted: optionalDate('Completion date'),
  notes: optionalText('Notes', 4000),
  externalLink: optionalWebLink(),
});
export type DueDiligenceCheckInput = z.input<typeof dueDiligenceCheckInputSchema>;

export const dueDiligenceCheckDtoSchema = recordBaseSchema.extend({
  name: z.string(),
  category: z.string(),
  status: z.string(),
  priority: z.string(),
  assignedTo: z.string().nullable(),
  dateCompleted: z.string().nullable(),
  notes: z.string().nullable(),
  externalLink: z.string().nullable(),
  /** The evidence: a private document of the estate (null until one is uploaded). */
  documentId: z.string().nullable(),
  /** Where it opens for those who may see it (`/api/documents/{id}/file`). */
  documentUrl: z.string().nullable(),
});
export type DueDiligenceCheckDto = z.infer<typeof dueDiligenceCheckDtoSchema>;

export const dueDiligenceCheckListQuerySchema = recordListQuerySchema.extend({
  status: choice(CHECK_STATUSES, 'status').optional(),
  category: choice(CHECK_CATEGORIES, 'category').optional(),
});

/** The cards and the Overall Progress bar, over the estate's whole checklist. */
export const dueDiligenceSummarySchema = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  inProgress: z.number().int(),
  /** High priority and not completed. */
  highPriority: z.number().int(),
  /** Completed of total, rounded to a whole percent (0 for an empty checklist). */
  percentComplete: z.number().int(),
});
export type DueDiligenceSummary = z.infer<typeof dueDiligenceSummarySchema>;
export const dueDiligenceCheckListSchema = recordListSchema(
  dueDiligenceCheckDtoSchema,
  dueDiligenceSummarySchema,
);

/** Completed of total as a whole percent (spec 2: "percent rounded"). */
export function percentComplete(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

/**
 * The completion date a check keeps: the one given, or today in New Zealand, when it is completed;
 * none otherwise (a reopened check is "Not completed" again).
 */
export function completionDateFor(
  status: string,
  given: string | null | undefined,
  today: string = nzToday(),
): string | null {
  if (status !== 'completed') return null;
  return given ? given : today;
}
