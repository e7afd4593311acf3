import { desc } from 'drizzle-orm';
import type { WebhookEndpoint } from '@estate/domain';
import type { Db } from '../../db/client.js';
import { webhookEndpoints } from '../../db/schema.js';
import { endpointsOf } from '../access/index.js';
import { endpointAnswer, type EndpointOwner } from './endpoint-answers.js';

/** The owner's webhook endpoints, newest first. */
export async function listEndpoints(db: Db, owner: EndpointOwner): Promise<{ items: WebhookEndpoint[] }> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(endpointsOf(owner))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return { items: rows.map(endpointAnswer) };
}
