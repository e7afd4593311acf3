import { z } from 'zod';
import { recordVersionSchema } from './versions.js';
import {
  DELIVERY_CHANNELS,
  NOTIFICATION_STATUS_VALUES,
  SMALL_ESTATE_REQUIREMENT_VALUES,
  smallEstateRuleSchema,
} from './notifyflow/loop.js';

/** Spec 1 §3 enumerations, with the labels the form shows. */
export const RELATIONSHIPS = [
  { value: 'executor', label: 'Executor' },
  { value: 'administrator', label: 'Administrator' },
  { value: 'family_member', label: 'Family member' },
  { value: 'lawyer', label: 'Lawyer' },
  { value: 'other', label: 'Other' },
] as const;
export const PROBATE_STATUSES = [
  { value: 'not_required', label: 'Not required' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'granted', label: 'Granted' },
  { value: 'not_started', label: 'Not started' },
] as const;
export const NOTIFICATION_REASONS = [
  { value: 'account_closure', label: 'Account closure' },
  { value: 'stop_services', label: 'Stop services' },
  { value: 'claim_funds', label: 'Claim funds' },
  { value: 'transfer_ownership', label: 'Transfer ownership' },
] as const;
export const CONTACT_METHODS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'letter', label: 'Letter' },
] as const;
export const INSTITUTION_CATEGORIES = [
  'Banking',
  'Insurance',
  'Utilities',
  'Telecommunications',
  'Government',
] as const;
import { INSTITUTION_STATUSES, type InstitutionStatus } from './notifyflow/institution-statuses.js';
import { DELIVERY_STATES, rowOutboxSchema } from './notifyflow/delivery.js';
export { INSTITUTION_STATUSES, type InstitutionStatus };

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

/** Texts of spec 1 §5 and §8, word for word. */
export const NOTIFY_TEXTS = {
  relationship: 'Please select your relationship to the deceased',
  deceasedName: 'Deceased name is required',
  dateOfDeath: 'Date of death is required',
  reasons: 'Please select at least one reason',
  probateStatus: 'Please select probate status',
  address: 'Address is required for letter contact method',
  recipientName: 'Recipient name is required',
  email: 'Email is required for email contact method',
  phone: 'Phone is required for phone contact method',
  institutions: 'Please select at least one institution to notify',
  ccName: 'Name is required',
  ccEmail: 'Email is required',
  unknownError: 'An unknown error occurred',
  notFound: 'Notification not found. Please check your reference code.',
  noInstitutions: 'No institutions have been notified yet.',
  unknownInstitution: 'Unknown Institution',
} as const;

export const MAX_NOTIFICATION_FILES = 10;
export const MAX_NOTIFICATION_FILE_BYTES = 20 * 1024 * 1024;
/** Content types accepted for documents (checked by the file's bytes on the server). */
export const NOTIFICATION_FILE_TYPES = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
} as const;

/** NF- followed by 6 uppercase letters or digits (spec 1 §9). */
export const REFERENCE_CODE_PATTERN = /^NF-[A-Z0-9]{6}$/;

/** Trimmed text; `required` is the message both for a missing value and an empty one. */
const text = (max: number, required?: string) =>
  (required ? z.string({ message: required }) : z.string()).trim().max(max);

function hasContactMethod(payload: { value: unknown }): boolean {
  const method = (payload.value as { contactMethod?: unknown } | null)?.contactMethod;
  return CONTACT_METHODS.some((m) => m.value === method);
}

/**
 * The notification form (spec 1 §3 "Notification form values"), sent as the `payload` field of a
 * multipart request with the files as `documents`. Messages are the spec's.
 */
export const notificationFormSchema = z
  .object({
    relationship: z.enum(values(RELATIONSHIPS), { message: NOTIFY_TEXTS.relationship }),
    deceasedName: text(200, NOTIFY_TEXTS.deceasedName).min(1, { message: NOTIFY_TEXTS.deceasedName }),
    dateOfDeath: z.iso.date({ message: NOTIFY_TEXTS.dateOfDeath }),
    /** Optional (issue 44): tells two people of one name and date of death apart. */
    dateOfBirth: z
      .union([z.literal(''), z.iso.date({ message: 'Date of birth must be a date (YYYY-MM-DD)' })])
      .default(''),
    notificationReason: z
      .array(z.enum(values(NOTIFICATION_REASONS)))
      .min(1, { message: NOTIFY_TEXTS.reasons }),
    probateStatus: z.enum(values(PROBATE_STATUSES), { message: NOTIFY_TEXTS.probateStatus }),
    irdRefund: z.boolean().default(false),
    lifeInsurance: z.boolean().default(false),
    contactMethod: z.enum(values(CONTACT_METHODS)),
    contactAddress: text(500).default(''),
    recipientName: text(200, NOTIFY_TEXTS.recipientName).min(1, { message: NOTIFY_TEXTS.recipientName }),
    recipientEmail: text(254).default(''),
    recipientPhone: text(40).default(''),
    additionalRecipients: z
      .array(
        z.object({
          name: text(200, NOTIFY_TEXTS.ccName).min(1, { message: NOTIFY_TEXTS.ccName }),
          email: text(254, NOTIFY_TEXTS.ccEmail)
            .min(1, { message: NOTIFY_TEXTS.ccEmail })
            .pipe(z.email({ message: 'Please enter a valid email address.' })),
          role: text(40).default('cc'),
        }),
      )
      .max(20)
      .default([]),
    selectedInstitutions: z
      .array(z.object({ institutionId: z.uuid(), accountReference: text(100).default('') }))
      .min(1, { message: NOTIFY_TEXTS.institutions })
      .max(60),
    institutionName: text(200).default(''),
    contactDetails: text(4000).default(''),
    estateId: z.uuid().nullable().default(null),
    /** Generated once per form fill; a retried or double-clicked submit returns the first result. */
    idempotencyKey: z.string().min(16).max(100),
    /**
     * The directory organisations to tell even though they were already told about this person
     * (issue 44): without them named here, such a notice is a 409 listing the earlier notices.
     */
    sendDespiteDuplicates: z.array(z.uuid()).max(60).default([]),
  })
  .refine((v) => !v.dateOfBirth || v.dateOfBirth <= v.dateOfDeath, {
    path: ['dateOfBirth'],
    message: 'The date of birth must be on or before the date of death.',
  })
  // Each contact rule runs even when other fields are invalid (`when`), so an empty submit shows
  // every message at once; it only needs a valid contact method to decide.
  .refine((v) => v.contactMethod !== 'letter' || !!v.contactAddress, {
    path: ['contactAddress'],
    message: NOTIFY_TEXTS.address,
    when: hasContactMethod,
  })
  .refine((v) => v.contactMethod !== 'email' || !!v.recipientEmail, {
    path: ['recipientEmail'],
    message: NOTIFY_TEXTS.email,
    when: hasContactMethod,
  })
  .refine(
    (v) => v.contactMethod !== 'email' || !v.recipientEmail || z.email().safeParse(v.recipientEmail).success,
    {
      path: ['recipientEmail'],
      message: 'Please enter a valid email address.',
      when: hasContactMethod,
    },
  )
  .refine((v) => v.contactMethod !== 'phone' || !!v.recipientPhone, {
    path: ['recipientPhone'],
    message: NOTIFY_TEXTS.phone,
    when: hasContactMethod,
  });
export type NotificationFormInput = z.input<typeof notificationFormSchema>;
export type NotificationForm = z.output<typeof notificationFormSchema>;

export const notificationCreatedSchema = z.object({
  notificationId: z.uuid(),
  referenceCode: z.string().regex(REFERENCE_CODE_PATTERN),
  /** Files that could not be stored and were skipped (spec 1 §8: logged, file skipped). */
  skippedFiles: z.array(z.object({ fileName: z.string(), reason: z.string() })),
});
export type NotificationCreated = z.infer<typeof notificationCreatedSchema>;

export const institutionSchema = z.object({
  institutionId: z.uuid(),
  name: z.string(),
  category: z.enum(INSTITUTION_CATEGORIES),
  logoUrl: z.string().nullable(),
  /** How it will be told: by email (the directory has its address) or by a letter the team posts. */
  delivery: z.enum(DELIVERY_CHANNELS),
  /** Business days it is expected to take to acknowledge. */
  replyBusinessDays: z.number().int().positive(),
  /** What it releases without probate (s65), and what it asks for. */
  smallEstateRule: smallEstateRuleSchema,
});
export type Institution = z.infer<typeof institutionSchema>;
export const institutionListSchema = z.object({ items: z.array(institutionSchema) });

/** Admin view of an institution: adds the contact details admins maintain. */
export const adminInstitutionSchema = institutionSchema.extend({
  notificationEmail: z.string().nullable(),
  postalAddress: z.string().nullable(),
  /** Where the postal address was found and when it was checked (decision 077). */
  postalAddressSource: z.string().nullable(),
  retired: z.boolean(),
  /** The directory entry's version (decision 060): a change sends it back as If-Match. */
  version: recordVersionSchema,
});
/** The directory's chasing and small-estate fields an admin edits (issue 18). */
const directoryRuleFields = {
  replyBusinessDays: z.coerce
    .number({ message: 'Please enter a number of business days' })
    .int({ message: 'Please enter a whole number of business days' })
    .min(1, { message: 'Please enter at least 1 business day' })
    .max(60, { message: 'Please enter at most 60 business days' }),
  smallEstateLimitCents: z
    .number({ message: 'Please enter the limit in dollars' })
    .int()
    .min(0, { message: 'The limit cannot be negative' })
    .max(100_000_000, { message: 'Please enter at most $1,000,000' }),
  smallEstateRequirements: z.array(z.enum(SMALL_ESTATE_REQUIREMENT_VALUES)).max(10),
  smallEstateNote: text(1000).nullable(),
};
export type AdminInstitution = z.infer<typeof adminInstitutionSchema>;
const adminInstitutionFields = {
  name: text(200).min(1, { message: 'Name is required' }),
  category: z.enum(INSTITUTION_CATEGORIES, { message: 'Please choose a category' }),
  logoUrl: text(500).nullable(),
  notificationEmail: z
    .union([z.literal(''), z.email({ message: 'Please enter a valid email address.' })])
    .nullable(),
  postalAddress: text(500).nullable(),
  postalAddressSource: text(500).nullable(),
  retired: z.boolean(),
  ...directoryRuleFields,
};
export const adminInstitutionInputSchema = z.object({
  ...adminInstitutionFields,
  logoUrl: adminInstitutionFields.logoUrl.default(null),
  notificationEmail: adminInstitutionFields.notificationEmail.default(null),
  postalAddress: adminInstitutionFields.postalAddress.default(null),
  postalAddressSource: adminInstitutionFields.postalAddressSource.default(null),
  retired: adminInstitutionFields.retired.default(false),
  replyBusinessDays: adminInstitutionFields.replyBusinessDays.default(5),
  smallEstateLimitCents: adminInstitutionFields.smallEstateLimitCents.default(4_000_000),
  smallEstateRequirements: adminInstitutionFields.smallEstateRequirements.default([]),
  smallEstateNote: adminInstitutionFields.smallEstateNote.default(null),
});
/** PATCH /api/admin/institutions/:id: only the fields sent change (no defaults fill the rest). */
export const adminInstitutionPatchSchema = z.object(adminInstitutionFields).partial();
/** Median days from going out to an answer, and how many rows that median is over (issue 18). */
const responseTimeSchema = z.object({
  medianDays: z.number().nonnegative().nullable(),
  count: z.number().int().nonnegative(),
});
/** One organisation's response times, from its notified rows (dispatch → acknowledged, → completed). */
export const institutionResponseTimesSchema = z.object({
  acknowledge: responseTimeSchema,
  complete: responseTimeSchema,
});
export type InstitutionResponseTimes = z.infer<typeof institutionResponseTimesSchema>;
/** GET /api/admin/institutions: the directory, each with its response times. */
export const adminInstitutionListedSchema = adminInstitutionSchema.extend({
  responseTimes: institutionResponseTimesSchema,
});
export type AdminInstitutionListed = z.infer<typeof adminInstitutionListedSchema>;
export const adminInstitutionListSchema = z.object({ items: z.array(adminInstitutionListedSchema) });
export type AdminInstitutionInput = z.output<typeof adminInstitutionInputSchema>;

/** A document in a conversation; `url` is where this viewer may download it. */
export const conversationDocumentSchema = z.object({ id: z.uuid(), fileName: z.string(), url: z.string() });

/**
 * One message between an organisation and the family about a notification (issue 18): the
 * organisation's answers through its link, and the family's replies with their documents.
 */
export const conversationItemSchema = z.object({
  from: z.enum(['organisation', 'family']),
  /** acknowledge, complete, need_info (the organisation), or reply (the family). */
  kind: z.enum(['acknowledge', 'complete', 'need_info', 'reply']),
  message: z.string().nullable(),
  at: z.iso.datetime(),
  documents: z.array(conversationDocumentSchema),
});
export type ConversationItem = z.infer<typeof conversationItemSchema>;

/**
 * Spec 1 §2.10's status lookup, and what issue 18 adds to each organisation's row. Anyone with the
 * code sees statuses and dates; the organisations' messages, the replies and the row ids to reply
 * to are given only to the person who sent the notification (`viewer.isRequester`) and admins.
 */
export const notificationStatusSchema = z.object({
  notification: z.object({
    referenceCode: z.string(),
    /** Derived from its organisations (deriveNotificationStatus). */
    status: z.enum(NOTIFICATION_STATUS_VALUES),
    /**
     * When the first of its emails or letters actually left (decision 073); null while everything is
     * still queued.
     */
    dateSent: z.iso.datetime().nullable(),
    /** When the family asked for it to be sent (the form was submitted). */
    requestedAt: z.iso.datetime(),
    recipient: z.string().nullable(),
    notificationType: z.string(),
  }),
  viewer: z.object({
    isRequester: z.boolean(),
    /** Only the sender replies to an organisation (admins read the conversation, but do not reply). */
    mayReply: z.boolean(),
  }),
  institutions: z.array(
    z.object({
      /** The row's id (to reply to it); null for a viewer who is not the requester. */
      id: z.uuid().nullable(),
      name: z.string(),
      /** True for the organisation the family typed ("Other institution"), not in the directory. */
      other: z.boolean(),
      status: z.enum(INSTITUTION_STATUSES),
      channel: z.enum(DELIVERY_CHANNELS),
      /** Spec: when it was sent. Now: when it actually went out (email accepted, letter posted). */
      sentDate: z.iso.datetime().nullable(),
      /** Sent once `sentDate` is set; queued until then, whatever the organisation answered (decision 073). */
      delivery: z.enum(DELIVERY_STATES),
      /** For admins only: its email in the outbox (null for a letter, or for anyone else). */
      outbox: rowOutboxSchema.nullable(),
      responseReceived: z.boolean(),
      acknowledgedAt: z.iso.datetime().nullable(),
      completedAt: z.iso.datetime().nullable(),
      infoRequestedAt: z.iso.datetime().nullable(),
      /** The one automatic reminder, if it was sent. */
      remindedAt: z.iso.datetime().nullable(),
      /** The family's latest reply. */
      lastReplyAt: z.iso.datetime().nullable(),
      /** The New Zealand date by which it is expected to acknowledge; null until it goes out. */
      expectedBy: z.iso.date().nullable(),
      /** Null for an organisation not in the directory. */
      smallEstateRule: smallEstateRuleSchema.nullable(),
      /** For the requester only: the messages both ways, oldest first. */
      conversation: z.array(conversationItemSchema).nullable(),
    }),
  ),
});
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/** Badge tone per institution status (spec 1 §4); a missing status reads as pending. */
export function statusTone(status: string | null | undefined): 'success' | 'warning' | 'error' {
  if (status === 'completed' || status === 'sent') return 'success';
  if (status === 'failed') return 'error';
  return 'warning';
}

/** What an institution may answer through its response link. */
export const RESPONSE_ACTIONS = [
  { value: 'acknowledge', label: 'Acknowledge receipt' },
  { value: 'complete', label: 'Mark as completed' },
  { value: 'need_info', label: 'We need more information' },
] as const;
export const institutionResponseSchema = z
  .object({ action: z.enum(values(RESPONSE_ACTIONS)), message: text(4000).default('') })
  .refine((v) => v.action !== 'need_info' || v.message.length > 0, {
    path: ['message'],
    message: 'Please tell the family what you need.',
  });
export type InstitutionResponse = z.output<typeof institutionResponseSchema>;
export const responseLinkViewSchema = z.object({
  institutionName: z.string(),
  deceasedName: z.string(),
  dateOfDeath: z.string(),
  referenceCode: z.string(),
  accountReference: z.string().nullable(),
  reasons: z.string(),
  status: z.enum(INSTITUTION_STATUSES),
  responseReceived: z.boolean(),
  expiresAt: z.iso.datetime(),
  /** The notification's documents this organisation may open, with their links through this token. */
  documents: z.array(conversationDocumentSchema),
  /** The family's chosen contact: who, their relationship, and how (the detail for that method). */
  contact: z.object({
    name: z.string(),
    relationship: z.string(),
    method: z.enum(values(CONTACT_METHODS)),
    detail: z.string().nullable(),
  }),
  /** The organisation's answers and the family's replies, oldest first (documents by this link). */
  conversation: z.array(conversationItemSchema),
  /** False once it answered completed, or asked for more and the family has not replied yet. */
  mayAnswer: z.boolean(),
});
export type ResponseLinkView = z.infer<typeof responseLinkViewSchema>;

/** Back office: one institution's row under a notification (GET /api/admin/notifications). */
export const adminNotifiedInstitutionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(INSTITUTION_STATUSES),
  /** When it actually went out (email accepted, letter posted); null while queued (decision 073). */
  sentDate: z.iso.datetime().nullable(),
  /** Its email in the outbox (null for a letter). */
  outbox: rowOutboxSchema.nullable(),
  responseReceived: z.boolean(),
  channel: z.enum(['email', 'letter']),
  responseMessage: z.string().nullable(),
  /** When the one automatic reminder went (chasing, issue 18). */
  remindedAt: z.iso.datetime().nullable(),
  /**
   * Not acknowledged a second period after its reminder, or a letter not acknowledged within its
   * reply time (letters are not reminded automatically): the team should follow it up.
   */
  overdue: z.boolean(),
  /** The row's version, sent back as If-Match to set its status (decision 060). */
  version: z.number().int(),
});
export type AdminNotifiedInstitution = z.infer<typeof adminNotifiedInstitutionSchema>;

/** Back office: one notification with every institution it went to. */
export const adminNotificationSchema = z.object({
  notificationId: z.uuid(),
  referenceCode: z.string(),
  deceasedName: z.string(),
  requesterName: z.string(),
  /** Null when the notification has no account behind it any more. */
  requesterEmail: z.string().nullable(),
  status: z.string(),
  /** When the family asked for it (the form was submitted); its rows say when each actually left. */
  dateSent: z.iso.datetime(),
  institutions: z.array(adminNotifiedInstitutionSchema),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;

/** GET /api/admin/notifications: one page, newest first, and the total across pages. */
export const adminNotificationListSchema = z.object({
  items: z.array(adminNotificationSchema),
  total: z.number().int().nonnegative(),
});
export type AdminNotificationList = z.infer<typeof adminNotificationListSchema>;
/** GET /api/admin/notifications: a search over code, deceased and requester, and a page of 20. */
export const adminNotificationQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
});
export type AdminNotificationQuery = z.infer<typeof adminNotificationQuerySchema>;

/** The family replies to an organisation that asked for more (multipart `payload`, with `documents`). */
export const notificationReplySchema = z.object({
  message: text(4000, 'Please write your reply.').min(1, { message: 'Please write your reply.' }),
  /** Generated once per reply form; a retried submit returns the first result. */
  idempotencyKey: z.string().min(16).max(100),
});
export type NotificationReply = z.output<typeof notificationReplySchema>;
export const notificationReplyCreatedSchema = z.object({
  replyId: z.uuid(),
  skippedFiles: z.array(z.object({ fileName: z.string(), reason: z.string() })),
  /** True when the organisation was emailed; false when it only sees the reply on its response page (letters). */
  emailed: z.boolean(),
});
export type NotificationReplyCreated = z.infer<typeof notificationReplyCreatedSchema>;

/** Back office letters queue: a letter for an institution without a notification email. */
export const letterSchema = z.object({
  id: z.uuid(),
  /** The directory organisation's name, or the name the family typed ("Other institution"). */
  institutionName: z.string(),
  /** Its directory entry, where its address may be added instead; null for the one the family typed. */
  institutionId: z.uuid().nullable(),
  referenceCode: z.string(),
  createdAt: z.iso.datetime(),
  posted: z.boolean(),
  /** The address it goes to: the one an admin typed, else the directory's postal address. */
  address: z.string().nullable(),
  /** True while it has no address to go to: it cannot be printed or posted until an admin fills one. */
  needsAddress: z.boolean(),
  /** The letter's version (decision 060): giving it an address sends it back as If-Match. */
  version: recordVersionSchema,
});
export type Letter = z.infer<typeof letterSchema>;

/** GET /api/admin/letters: the newest 200 letters. */
export const letterListSchema = z.object({ items: z.array(letterSchema) });
export type LetterList = z.infer<typeof letterListSchema>;
export const LETTER_TEXTS = {
  addressRequired: 'Please enter the postal address.',
  needsAddress:
    "This letter has no postal address yet. Type the address on the letter in the letters queue, or add the organisation's postal address (with where it was found) in the directory, then print it.",
  /** A directory address without where it came from is refused (decision 077: none invented). */
  sourceRequired:
    'Please say where this address was found and when, for example the page of its website and the date checked.',
} as const;
/** PATCH /api/admin/letters/:id: the address an admin typed for the letter. */
export const letterAddressSchema = z.object({
  address: text(500, LETTER_TEXTS.addressRequired).min(1, { message: LETTER_TEXTS.addressRequired }),
});
export type LetterAddress = z.output<typeof letterAddressSchema>;
/** POST /api/admin/letters/:id/posted. */
export const letterPostedSchema = z.object({ id: z.uuid(), posted: z.literal(true) });

/** A notification's address by its reference code; any case and spacing, not a code: not found. */
export const referenceCodeParamsSchema = z.object({
  referenceCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(REFERENCE_CODE_PATTERN, { message: NOTIFY_TEXTS.notFound }),
});
/** An organisation's response link: the signed token (checked by the service: 404 or 410). */
export const responseTokenParamsSchema = z.object({ token: z.string().max(300) });
