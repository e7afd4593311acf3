import { eq, sql } from 'drizzle-orm';
import type { IfMatch, WebhookEndpoint, WebhookEndpointUpdate } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { webhookEndpoints } from '../../db/schema.js';
import { requireVersion } from '../../lib/versions.js';
import { lastChangeOf } from '../audit/last-change.js';
import { recordAudit } from '../audit/record-audit.js';
import type { GuardOptions } from './address-guard.js';
import {
  endpointAnswer,
  requireAllowedUrl,
  requireEndpoint,
  requireOwnersEvents,
  type EndpointOwner,
} from './endpoint-answers.js';
import { newWebhookSecret, sealSecret } from './secrets.js';

/** How long the secret before a rotation still signs: receivers have a day to change theirs. */
const PREVIOUS_SECRET_FOR = sql`interval '24 hours'`;

export const TURNED_OFF_BY_HAND = 'Turned off by an administrator.';

/**
 * Changes an endpoint's URL (checked again: 400 naming `url`), description, events or whether it is
 * on. Turning it on again clears why it was off and its run of failures.
 */
export async function updateEndpoint(
  deps: { db: Db; guard: GuardOptions },
  owner: EndpointOwner,
  by: { userId: string },
  id: string,
  input: WebhookEndpointUpdate,
  /** The version it was read at (If-Match): 428 without, 412 when someone changed it since. */
  expected: IfMatch,
): Promise<WebhookEndpoint> {
  requireOwnersEvents(owner, input.events);
  if (input.url !== undefined) await requireAllowedUrl(input.url, deps.guard);
  return deps.db.transaction(async (tx) => {
    const current = await requireEndpoint(tx, owner, id, true);
    await requireVersion(expected, current.version, async () => ({
      current: endpointAnswer(current),
      ...(await lastChangeOf(tx, 'webhook_endpoint', current.id, { startingWith: 'webhook_endpoint.' })),
    }));
    const switched = input.enabled !== undefined && input.enabled !== current.enabled;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.description !== undefined ? { description: input.description || null } : {}),
        ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
        ...(switched && input.enabled
          ? { enabled: true, disabledReason: null, disabledAt: null, failingSince: null }
          : {}),
        ...(switched && !input.enabled
          ? { enabled: false, disabledReason: TURNED_OFF_BY_HAND, disabledAt: sql`now()` }
          : {}),
        version: sql`${webhookEndpoints.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    await recordAudit(tx, {
      actorId: by.userId,
      action: 'webhook_endpoint.updated',
      entityType: 'webhook_endpoint',
      entityId: current.id,
      data: { ...owner, changed: Object.keys(input) },
    });
    return endpointAnswer(row!);
  });
}

/** Deletes an endpoint with its messages and their log. */
export async function deleteEndpoint(db: Db, owner: EndpointOwner, by: { userId: string }, id: string) {
  await db.transaction(async (tx) => {
    const current = await requireEndpoint(tx, owner, id, true);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, current.id));
    await recordAudit(tx, {
      actorId: by.userId,
      action: 'webhook_endpoint.deleted',
      entityType: 'webhook_endpoint',
      entityId: current.id,
      data: { ...owner, url: current.url },
    });
  });
}

/**
 * A new signing secret, answered once. For 24 hours every message is signed with both the new and
 * the previous secret (two space-separated signatures), so a receiver can change over without
 * refusing a message; a second rotation within the day drops the oldest.
 */
export async function rotateSecret(
  deps: { db: Db; secret: string },
  owner: EndpointOwner,
  by: { userId: string },
  id: string,
): Promise<{ secret: string; previousSecretUntil: string }> {
  const secret = newWebhookSecret();
  return deps.db.transaction(async (tx) => {
    const current = await requireEndpoint(tx, owner, id, true);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secret: sealSecret(deps.secret, secret),
        previousSecret: current.secret,
        previousSecretUntil: sql`now() + ${PREVIOUS_SECRET_FOR}`,
        version: sql`${webhookEndpoints.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, current.id))
      .returning({ until: webhookEndpoints.previousSecretUntil });
    await recordAudit(tx, {
      actorId: by.userId,
      action: 'webhook_endpoint.secret_rotated',
      entityType: 'webhook_endpoint',
      entityId: current.id,
      data: { ...owner },
    });
    return { secret, previousSecretUntil: row!.until!.toISOString() };
  });
}
