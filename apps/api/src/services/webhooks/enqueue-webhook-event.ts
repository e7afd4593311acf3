import { randomBytes } from 'node:crypto';
import { and, arrayOverlaps, eq, or } from 'drizzle-orm';
import type {
  FirmWebhookEventType,
  FirmWebhookPayload,
  OrgWebhookEventType,
  WebhookPayload,
} from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.js';
import { endpointsOf } from '../access/index.js';

/** Standard Webhooks' `webhook-id`: one per event, the same to every endpoint and on every attempt. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** One event for one owner's endpoints: an organisation's, or a firm's (each its own kind of event). */
export type WebhookEvent =
  | {
      institutionId: string;
      type: OrgWebhookEventType;
      /** Only what the organisation may already read through its API. */
      data: WebhookPayload['data'];
    }
  | {
      firmId: string;
      type: FirmWebhookEventType;
      /** Only what the firm's lawyers may already read of the estate. */
      data: FirmWebhookPayload['data'];
    };

const ownerOf = (e: WebhookEvent) =>
  'institutionId' in e ? { institutionId: e.institutionId } : { firmId: e.firmId };

/**
 * Queues an event for every enabled endpoint of its owner that subscribed to it. Call it with the
 * transaction of the change, so the messages exist exactly when the change does (decision 089); the
 * webhook worker sends them. Answers how many messages were queued.
 */
export function enqueueWebhookEvent(tx: Db | Tx, event: WebhookEvent): Promise<number> {
  return enqueueWebhookEvents(tx, [event]);
}

/** Several events at once (a notification to several organisations): one query, one insert. */
export async function enqueueWebhookEvents(tx: Db | Tx, events: readonly WebhookEvent[]): Promise<number> {
  if (!events.length) return 0;
  const types = [...new Set(events.map((e) => e.type))];
  const endpoints = await tx
    .select({
      id: webhookEndpoints.id,
      institutionId: webhookEndpoints.institutionId,
      firmId: webhookEndpoints.firmId,
      events: webhookEndpoints.events,
    })
    .from(webhookEndpoints)
    .where(
      and(
        or(...events.map((e) => endpointsOf(ownerOf(e)))),
        eq(webhookEndpoints.enabled, true),
        arrayOverlaps(webhookEndpoints.events, types),
      ),
    );
  const timestamp = new Date().toISOString();
  const rows = events.flatMap((event) => {
    const mine = endpoints.filter(
      (e) =>
        e.events.includes(event.type) &&
        ('institutionId' in event ? e.institutionId === event.institutionId : e.firmId === event.firmId),
    );
    if (!mine.length) return [];
    const messageId = newMessageId();
    const payload: WebhookPayload | FirmWebhookPayload = { type: event.type, timestamp, data: event.data } as
      | WebhookPayload
      | FirmWebhookPayload;
    return mine.map((e) => ({ endpointId: e.id, messageId, eventType: event.type, payload }));
  });
  if (rows.length) await tx.insert(webhookDeliveries).values(rows);
  return rows.length;
}
