import type { WebhookEndpointCreated, WebhookEndpointInput } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { webhookEndpoints } from '../../db/schema.js';
import type { Remember } from '../../lib/idempotency.js';
import { recordAudit } from '../audit/record-audit.js';
import type { GuardOptions } from './address-guard.js';
import {
  endpointAnswer,
  requireAllowedUrl,
  requireOwnersEvents,
  type EndpointOwner,
} from './endpoint-answers.js';
import { newWebhookSecret, sealSecret } from './secrets.js';

/**
 * Registers a webhook endpoint (decision 089): its URL must reach a public address (400 naming
 * `url`), its signing secret is made here, sealed at rest and answered this once. The answer kept
 * for a retry with the same Idempotency-Key leaves the secret out: it is never stored in clear.
 */
export async function createEndpoint(
  deps: { db: Db; secret: string; guard: GuardOptions },
  owner: EndpointOwner,
  by: { userId: string },
  input: WebhookEndpointInput,
  remember?: Remember<WebhookEndpointCreated>,
): Promise<WebhookEndpointCreated> {
  requireOwnersEvents(owner, input.events);
  await requireAllowedUrl(input.url, deps.guard);
  const secret = newWebhookSecret();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        ...owner,
        url: input.url,
        description: input.description || null,
        events: [...new Set(input.events)],
        secret: sealSecret(deps.secret, secret),
        createdBy: by.userId,
      })
      .returning();
    const answer = endpointAnswer(row!);
    await recordAudit(tx, {
      actorId: by.userId,
      action: 'webhook_endpoint.created',
      entityType: 'webhook_endpoint',
      entityId: row!.id,
      data: { ...owner, url: row!.url, events: row!.events },
    });
    await remember?.(tx, answer);
    return { ...answer, secret };
  });
}
