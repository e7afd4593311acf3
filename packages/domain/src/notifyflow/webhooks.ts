/**
 * Signed webhooks (issue 44, decision 089): the endpoints an organisation's admins or a law firm's
 * lawyers register, the events they receive (signed as the Standard Webhooks specification says),
 * and each endpoint's delivery log with every attempt.
 */
import { z } from 'zod';

/** The events an organisation's endpoint may receive. */
export const WEBHOOK_EVENT_TYPES = [
  { value: 'notification.created', label: 'A notification addressed to the organisation' },
  { value: 'notification.reply_added', label: "The family's reply to a request for more information" },
  { value: 'notification.document_added', label: 'A document the family added' },
] as const;
export type OrgWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]['value'];
const EVENT_VALUES = WEBHOOK_EVENT_TYPES.map((e) => e.value) as [
  OrgWebhookEventType,
  ...OrgWebhookEventType[],
];

/**
 * The events a law firm's endpoint may receive (`/api/firm/webhooks`): changes on the firm's
 * estates. An organisation's endpoint takes only the organisation's events and a firm's only these.
 */
export const FIRM_WEBHOOK_EVENT_TYPES = [
  { value: 'task.completed', label: "A task of one of the firm's estates was completed" },
  { value: 'document.added', label: "A document was added to one of the firm's estates" },
  { value: 'distribution.paid', label: 'A distribution to a beneficiary was recorded as paid' },
  {
    value: 'notifyflow.answer_received',
    label: "An organisation answered a NotifyFlow notification of one of the firm's estates",
  },
] as const;
export type FirmWebhookEventType = (typeof FIRM_WEBHOOK_EVENT_TYPES)[number]['value'];
const FIRM_EVENT_VALUES = FIRM_WEBHOOK_EVENT_TYPES.map((e) => e.value) as [
  FirmWebhookEventType,
  ...FirmWebhookEventType[],
];

/** Any event a webhook carries: an organisation's or a firm's. */
export type WebhookEventType = OrgWebhookEventType | FirmWebhookEventType;

export const WEBHOOK_TEXTS = {
  url: 'url must be a full https URL such as https://hooks.example.nz/notifyflow',
  events: `events must list one or more of ${EVENT_VALUES.join(', ')}`,
  firmEvents: `events must list one or more of ${FIRM_EVENT_VALUES.join(', ')}`,
  description: 'description must be 500 characters or fewer',
  enabled: 'enabled must be true or false',
} as const;

const url = z
  .string({ message: WEBHOOK_TEXTS.url })
  .trim()
  .max(2000, { message: 'url must be 2,000 characters or fewer' })
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { message: WEBHOOK_TEXTS.url });

/** A list of one or more of `values`: an owner's endpoint subscribes only to its own kind of event. */
const eventsOf = <V extends string>(values: readonly [V, ...V[]], message: string) =>
  z
    .array(z.enum(values, { message }), { message })
    .min(1, { message })
    .max(values.length * 2, { message });
const events = eventsOf(EVENT_VALUES, WEBHOOK_TEXTS.events);
const firmEvents = eventsOf(FIRM_EVENT_VALUES, WEBHOOK_TEXTS.firmEvents);

const description = z
  .string({ message: WEBHOOK_TEXTS.description })
  .trim()
  .max(500, { message: WEBHOOK_TEXTS.description });

const EXAMPLE_URL = 'https://hooks.example.nz/notifyflow';

export const webhookEndpointInputSchema = z
  .object({ url, description: description.optional(), events })
  .strict()
  .meta({
    example: {
      url: EXAMPLE_URL,
      description: 'Deceased estates queue',
      events: ['notification.created', 'notification.reply_added'],
    },
  });
/** An endpoint as registered: an organisation's or a firm's (each with its own events). */
export type WebhookEndpointInput =
  | z.input<typeof webhookEndpointInputSchema>
  | z.input<typeof firmWebhookEndpointInputSchema>;

export const webhookEndpointUpdateSchema = z
  .object({
    url: url.optional(),
    description: description.nullable().optional(),
    events: events.optional(),
    enabled: z.boolean({ message: WEBHOOK_TEXTS.enabled }).optional(),
  })
  .strict()
  .meta({ example: { enabled: true, events: ['notification.created'] } });
/** A change to an endpoint: an organisation's or a firm's. */
export type WebhookEndpointUpdate =
  | z.input<typeof webhookEndpointUpdateSchema>
  | z.input<typeof firmWebhookEndpointUpdateSchema>;

/** A law firm's endpoint as registered: the same shape, with the firm's events. */
export const firmWebhookEndpointInputSchema = webhookEndpointInputSchema.extend({ events: firmEvents }).meta({
  example: {
    url: 'https://hooks.example.nz/practice-management',
    description: 'Practice management: estate events',
    events: ['task.completed', 'document.added', 'distribution.paid'],
  },
});

/** A change to a law firm's endpoint: the same shape, with the firm's events. */
export const firmWebhookEndpointUpdateSchema = webhookEndpointUpdateSchema
  .extend({ events: firmEvents.optional() })
  .meta({ example: { enabled: true, events: ['task.completed'] } });

/** Whether every event is one an owner of this kind may subscribe to (an organisation's or a firm's). */
export function eventsFitOwner(owner: 'organisation' | 'firm', list: readonly string[]): boolean {
  const allowed: readonly string[] = owner === 'firm' ? FIRM_EVENT_VALUES : EVENT_VALUES;
  return list.every((e) => allowed.includes(e));
}

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why it was disabled (failing for a day), when it was. */
  disabledReason: z.string().nullable(),
  disabledAt: z.iso.datetime().nullable(),
  /** The first failure of the current run of failures; null while it answers. */
  failingSince: z.iso.datetime().nullable(),
  /** Until when messages are signed with the previous secret too (after a rotation). */
  previousSecretUntil: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The version it was read at: a change sends it back as If-Match (decision 060). */
  version: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });

/** An endpoint just made: its signing secret is shown this once. */
export const webhookEndpointCreatedSchema = webhookEndpointSchema.extend({
  /** `whsec_…`; absent when the answer is a replay of the same Idempotency-Key (it is not kept there). */
  secret: z.string().optional(),
});
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

/** A rotated secret: the new one, shown once; the previous one signs too until `previousSecretUntil`. */
export const webhookSecretRotatedSchema = z.object({
  secret: z.string(),
  previousSecretUntil: z.iso.datetime(),
});

export const webhookAttemptSchema = z.object({
  id: z.uuid(),
  attemptedAt: z.iso.datetime(),
  /** The answer's status code; null when no answer came (refused, timed out, an address not allowed). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  /** A resend by hand. */
  resent: z.boolean(),
});

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  /** The `webhook-id` header: the same on every attempt, for the receiver to dedupe on. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'sending', 'succeeded', 'failed']),
  /** When the next attempt is due (pending only). */
  nextAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  payload: z.unknown(),
  /** Every attempt, newest first. */
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });

export const webhookDeliveryListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1 to 100' })
    .int({ message: 'limit must be a whole number from 1 to 100' })
    .min(1, { message: 'limit must be a whole number from 1 to 100' })
    .max(100, { message: 'limit must be a whole number from 1 to 100' })
    .default(25),
});

/** What every event's body looks like: only what the organisation may already see through its API. */
export interface WebhookPayload<D = Record<string, unknown>> {
  type: OrgWebhookEventType;
  timestamp: string;
  data: { notificationId: string; referenceCode: string } & D;
}

/**
 * A firm's event: the estate's id (what `/api/firm/v1/estates/{id}` reads) and the ids and words of
 * what changed, nothing the firm's lawyers could not read on the estate.
 */
export interface FirmWebhookPayload<D = Record<string, unknown>> {
  type: FirmWebhookEventType;
  timestamp: string;
  data: { estateId: string; fileNumber: string } & D;
}
