/**
 * Messages (spec 3 §2 Messages; issue 16): conversations between the people on one estate. A
 * thread belongs to an estate and has members; those who run the estate (its lawyers and executors)
 * may read every thread on it, a beneficiary only the threads they are in. The API answers these
 * shapes and the web app parses them.
 */
import { z } from 'zod';

export const MESSAGE_TEXTS = {
  noThreads: 'No messages found',
  noSelection: 'No message selected',
  notFound: 'Conversation not found',
  searchPlaceholder: 'Search messages...',
  participantsInvalid: 'Choose people on this estate',
  beneficiaryParticipants:
    "A beneficiary may start a conversation only with the estate's lawyer or executors",
  notOnEstate: 'Only the people on an estate can start a conversation about it.',
  attachmentInvalid: 'Attach documents of this estate that you may open',
} as const;

/** How many threads a page of the list holds, and how many messages a page of a conversation. */
export const MESSAGE_THREAD_PAGE_SIZE = 20;
export const MESSAGE_PAGE_SIZE = 50;
export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_MESSAGE_ATTACHMENTS = 10;
export const MAX_THREAD_PARTICIPANTS = 20;
/** A message not read this long after it was sent is emailed about (once). */
export const MESSAGE_EMAIL_DELAY_MS = 15 * 60_000;

const messageBody = z
  .string({ message: 'Message is required' })
  .refine((s) => s.trim().length > 0, { message: 'Message is required' })
  .refine((s) => s.length <= MAX_MESSAGE_LENGTH, {
    message: `Message must be ${MAX_MESSAGE_LENGTH} characters or fewer`,
  });

const attachmentIds = z
  .array(z.uuid({ message: MESSAGE_TEXTS.attachmentInvalid }), { message: MESSAGE_TEXTS.attachmentInvalid })
  .max(MAX_MESSAGE_ATTACHMENTS, { message: `Attach at most ${MAX_MESSAGE_ATTACHMENTS} documents` })
  .default([]);

/* ─────────────────────────────── Requests ─────────────────────────────── */

export const messageThreadListQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
});
export type MessageThreadListQuery = z.infer<typeof messageThreadListQuerySchema>;

/** One conversation's messages: the newest page, or the page before the message `before`. */
export const messageThreadQuerySchema = z.object({
  before: z.uuid({ message: 'before must be a message id' }).optional(),
});
export type MessageThreadQuery = z.infer<typeof messageThreadQuerySchema>;

export const newMessageSchema = z.object({
  body: messageBody,
  attachmentIds,
});
export type NewMessage = z.input<typeof newMessageSchema>;

export const newMessageThreadSchema = z.object({
  estateId: z.uuid({ message: 'Choose an estate' }),
  subject: z
    .string({ message: 'Subject is required' })
    .trim()
    .min(1, { message: 'Subject is required' })
    .max(200, { message: 'Subject must be 200 characters or fewer' }),
  participantIds: z
    .array(z.uuid({ message: MESSAGE_TEXTS.participantsInvalid }), {
      message: 'Choose at least one person',
    })
    .min(1, { message: 'Choose at least one person' })
    .max(MAX_THREAD_PARTICIPANTS, { message: `Choose at most ${MAX_THREAD_PARTICIPANTS} people` }),
  body: messageBody,
  attachmentIds,
});
export type NewMessageThread = z.input<typeof newMessageThreadSchema>;

/* ─────────────────────────────── Responses ─────────────────────────────── */

export const messageParticipantSchema = z.object({ userId: z.uuid(), name: z.string() });
export type MessageParticipant = z.infer<typeof messageParticipantSchema>;

export const messageAttachmentSchema = z.object({ documentId: z.uuid(), fileName: z.string() });
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  senderId: z.uuid().nullable(),
  /** "Deleted user" when the sender's account is gone. */
  senderName: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
  /** Only the attachments the reader may open (a beneficiary does not see unshared documents). */
  attachments: z.array(messageAttachmentSchema),
});
export type Message = z.infer<typeof messageSchema>;

export const messageThreadSummarySchema = z.object({
  id: z.uuid(),
  estateId: z.uuid(),
  estateName: z.string(),
  subject: z.string(),
  participants: z.array(messageParticipantSchema),
  lastMessage: z
    .object({ senderName: z.string(), preview: z.string(), createdAt: z.iso.datetime() })
    .nullable(),
  lastMessageAt: z.iso.datetime(),
  /** Messages from others since the reader last read the thread (0 for someone not in it). */
  unread: z.number().int().nonnegative(),
  /** Whether the reader is in the thread: always, since only participants read one (decision 059); kept for clients. */
  isMember: z.boolean(),
});
export type MessageThreadSummary = z.infer<typeof messageThreadSummarySchema>;

export const messageThreadListSchema = z.object({
  items: z.array(messageThreadSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MessageThreadList = z.infer<typeof messageThreadListSchema>;

export const messageThreadSchema = messageThreadSummarySchema.extend({
  /** Oldest first: the newest page, or the page before `before`. */
  messages: z.array(messageSchema),
  hasEarlier: z.boolean(),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

export const messageThreadCreatedSchema = z.object({ id: z.uuid() });

/** The top bar's messages menu: unread messages in all, and the newest threads. */
export const messageSummarySchema = z.object({
  unread: z.number().int().nonnegative(),
  items: z.array(messageThreadSummarySchema),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

/** A short preview of a message for lists (first line-ish, at most `max` characters). */
export function messagePreview(body: string, max = 120): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
