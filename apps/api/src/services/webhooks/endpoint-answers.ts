import { and, eq } from 'drizzle-orm';
import { eventsFitOwner, WEBHOOK_TEXTS, type WebhookDelivery, type WebhookEndpoint } from '@estate/domain';
import type { Db, Tx } from '../../db/client.js';
import type { webhookAttempts, webhookDeliveries } from '../../db/schema.js';
import { webhookEndpoints } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { endpointsOf } from '../access/index.js';
import { checkWebhookUrl, RefusedAddress, type GuardOptions } from './address-guard.js';

/** Whose endpoints: an organisation's (its admins) or a firm's. */
export type EndpointOwner = { institutionId: string } | { firmId: string };

export const WEBHOOK_NOT_FOUND = 'Webhook endpoint not found';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function endpointAnswer(row: typeof webhookEndpoints.$inferSelect): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    disabledAt: iso(row.disabledAt),
    failingSince: iso(row.failingSince),
    previousSecretUntil:
      row.previousSecretUntil && row.previousSecretUntil > new Date() ? iso(row.previousSecretUntil) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function deliveryAnswer(
  row: typeof webhookDeliveries.$inferSelect,
  attempts: (typeof webhookAttempts.$inferSelect)[],
): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
    payload: row.payload,
    attempts: attempts.map((a) => ({
      id: a.id,
      attemptedAt: a.attemptedAt.toISOString(),
      statusCode: a.statusCode,
      durationMs: a.durationMs,
      error: a.error,
      resent: a.resentBy !== null,
    })),
  };
}

/** The owner's endpoint, locked when `forUpdate`; another owner's, or none, is 404. */
export async function requireEndpoint(db: Db | Tx, owner: EndpointOwner, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), endpointsOf(owner)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(WEBHOOK_NOT_FOUND);
  return row;
}

/**
 * Events the owner may subscribe to, or a 400 naming `events`: an organisation's endpoint takes only
 * the organisation's events, a firm's only the firm's (the route's schema says so too).
 */
export function requireOwnersEvents(owner: EndpointOwner, events: readonly string[] | undefined): void {
  const kind = 'institutionId' in owner ? 'organisation' : 'firm';
  if (!events || eventsFitOwner(kind, events)) return;
  const message = kind === 'firm' ? WEBHOOK_TEXTS.firmEvents : WEBHOOK_TEXTS.events;
  throw new AppError('VALIDATION', message, [{ path: 'events', message }]);
}

/** A URL webhooks may go to (address-guard.ts), or a 400 naming `url` with the reason. */
export async function requireAllowedUrl(url: string, guard: GuardOptions): Promise<void> {
  try {
    await checkWebhookUrl(url, guard);
  } catch (err) {
    if (!(err instanceof RefusedAddress)) throw err;
    throw new AppError('VALIDATION', err.message, [{ path: 'url', message: err.message }]);
  }
}
