import { z } from 'zod';
import {
  choice,
  optionalText,
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredDate,
  requiredText,
  type Option,
} from './fields.js';

export const CORRESPONDENCE_TYPES = [
  { value: 'email', label: 'Email' },
  { value: 'call', label: 'Call' },
  { value: 'letter', label: 'Letter' },
] as const satisfies readonly Option[];

export const CORRESPONDENCE_DIRECTIONS = [
  { value: 'outgoing', label: 'Outgoing' },
  { value: 'incoming', label: 'Incoming' },
] as const satisfies readonly Option[];

export const CORRESPONDENCE_STATUSES = [
  { value: 'sent', label: 'Sent' },
  { value: 'scheduled', label: 'Scheduled' },
] as const satisfies readonly Option[];

export const CORRESPONDENCE_TEXTS = recordTexts('correspondence', 'correspondence', {
  singular: 'Correspondence',
  plural: 'Correspondence',
  add: 'Log Correspondence',
  edit: 'Edit Correspondence',
  created: 'Correspondence logged',
  empty: 'No correspondence yet',
  emptyHint:
    'Log the emails, calls and letters of the estate. NotifyFlow notifications sent for it appear here by themselves.',
});

/** Said when someone tries to change an entry NotifyFlow logged (it may be deleted). */
export const AUTOMATIC_CORRESPONDENCE_MESSAGE =
  'NotifyFlow logged this entry itself, so it cannot be edited. You may delete it.';

const optionalId = (message: string) => z.union([z.literal(''), z.uuid()], { message }).nullish();

/** One email, call or letter as the form and the API take it. */
export const correspondenceInputSchema = z.object({
  type: choice(CORRESPONDENCE_TYPES, 'type'),
  direction: choice(CORRESPONDENCE_DIRECTIONS, 'direction'),
  party: requiredText('Party'),
  date: requiredDate('Date'),
  subject: requiredText('Subject'),
  summary: optionalText('Summary', 4000),
  status: choice(CORRESPONDENCE_STATUSES, 'status'),
  /** One of the estate's documents. */
  documentId: optionalId('Please choose a document of this estate'),
  /** One of the estate's stakeholders (their last contact follows a sent entry's date). */
  stakeholderId: optionalId('Please choose a stakeholder of this estate'),
});
export type CorrespondenceInput = z.input<typeof correspondenceInputSchema>;

export const correspondenceDtoSchema = recordBaseSchema.extend({
  type: z.string(),
  direction: z.string(),
  party: z.string(),
  date: z.string(),
  subject: z.string(),
  summary: z.string().nullable(),
  status: z.string(),
  documentId: z.string().nullable(),
  stakeholderId: z.string().nullable(),
  /** manual, or notifyflow for an entry the system logged (which is not edited, only deleted). */
  source: z.string(),
});
export type CorrespondenceDto = z.infer<typeof correspondenceDtoSchema>;

export const correspondenceListQuerySchema = recordListQuerySchema.extend({
  type: choice(CORRESPONDENCE_TYPES, 'type').optional(),
});
/** The counts of the cards, over all the estate's correspondence. */
export const correspondenceSummarySchema = z.object({
  emails: z.number().int(),
  calls: z.number().int(),
  letters: z.number().int(),
});
export type CorrespondenceSummary = z.infer<typeof correspondenceSummarySchema>;
export const correspondenceListSchema = recordListSchema(
  correspondenceDtoSchema,
  correspondenceSummarySchema,
);
