import { z } from 'zod';

/**
 * Privacy Act 2020 requests (decision 048): a person asks for the information the product holds
 * about them (information privacy principle 6, access) or asks for it to be corrected (principle 7).
 * The API and the web app validate and read them with these schemas.
 */

export const PRIVACY_REQUEST_KINDS = ['access', 'correction'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** A request is open until an admin closes it with an outcome and an answer the requester reads. */
export const PRIVACY_REQUEST_STATUSES = ['open', 'closed'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

export const PRIVACY_REQUEST_OUTCOMES = [
  { value: 'fulfilled', label: 'Information provided' },
  { value: 'corrected', label: 'Corrected' },
  { value: 'declined', label: 'Declined' },
] as const;
export type PrivacyRequestOutcome = (typeof PRIVACY_REQUEST_OUTCOMES)[number]['value'];
const OUTCOME_VALUES = PRIVACY_REQUEST_OUTCOMES.map((o) => o.value) as [
  PrivacyRequestOutcome,
  ...PrivacyRequestOutcome[],
];

export const PRIVACY_REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  access: 'Access to my information',
  correction: 'Correction',
};

/** The longest text a correction request or an answer may carry. */
export const PRIVACY_TEXT_MAX = 5000;

const requiredText = (label: string) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(PRIVACY_TEXT_MAX, { message: `${label} must be at most ${PRIVACY_TEXT_MAX} characters.` });

/** POST /api/me/privacy-requests: a correction request, in the person's own words. */
export const privacyCorrectionInputSchema = z.object({
  kind: z.literal('correction', { message: 'Only a correction can be asked for here.' }),
  whatIsWrong: requiredText('What is wrong'),
  whatItShouldSay: requiredText('What it should say'),
});
export type PrivacyCorrectionInput = z.input<typeof privacyCorrectionInputSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const moment = z.iso.datetime({ offset: true });

/** A request as its requester sees it (GET /api/me/privacy-requests). */
export const privacyRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  outcome: z.enum(OUTCOME_VALUES).nullable(),
  whatIsWrong: z.string().nullable(),
  whatItShouldSay: z.string().nullable(),
  receivedAt: moment,
  /** The New Zealand date it must be decided by: 20 working days after receipt (s 44). */
  dueDate: isoDate,
  /** Working days left to the due date as of today in New Zealand, below 0 when overdue; null once closed. */
  workingDaysLeft: z.number().int().nullable(),
  /** The admin's answer, which the requester reads. */
  answer: z.string().nullable(),
  closedAt: moment.nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

export const privacyRequestListSchema = z.object({ items: z.array(privacyRequestSchema) });
export type PrivacyRequestList = z.infer<typeof privacyRequestListSchema>;

/** A request on the admin's list: who asked, and who closed it. */
export const adminPrivacyRequestSchema = privacyRequestSchema.extend({
  requester: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  closedBy: z.string().nullable(),
});
export type AdminPrivacyRequest = z.infer<typeof adminPrivacyRequestSchema>;

export const adminPrivacyRequestListSchema = z.object({ items: z.array(adminPrivacyRequestSchema) });
export type AdminPrivacyRequestList = z.infer<typeof adminPrivacyRequestListSchema>;

/** GET /api/admin/privacy-requests: open ones (the default), closed ones, or all; by due date. */
export const adminPrivacyRequestListQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
});

/** POST /api/admin/privacy-requests/:id/close: the outcome and the answer the requester reads. */
export const privacyRequestCloseInputSchema = z.object({
  outcome: z.enum(OUTCOME_VALUES, { message: 'Choose an outcome.' }),
  answer: requiredText('Answer'),
});
export type PrivacyRequestCloseInput = z.input<typeof privacyRequestCloseInputSchema>;

export const PRIVACY_TEXTS = {
  exportRateLimited: 'You have downloaded your information several times recently. Please try again later.',
  notFound: 'No such privacy request.',
  alreadyClosed: 'This privacy request is already closed.',
  closedNoticeTitle: 'Your privacy request has been answered',
  closedNoticeMessage: (kind: PrivacyRequestKind) =>
    kind === 'correction'
      ? 'We have answered your correction request. Read the answer in Settings, under Your information.'
      : 'We have answered your request for your information. Read the answer in Settings, under Your information.',
} as const;
