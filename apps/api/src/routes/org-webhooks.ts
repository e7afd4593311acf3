import type { FastifyInstance } from 'fastify';
import { webhookEndpointInputSchema, webhookEndpointUpdateSchema } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireOrgAdmin } from '../services/auth/org-principal.js';
import { webhookRoutes } from './webhook-routes.js';

/*
 * An organisation's webhook endpoints (issue 44, decision 089): its admins, signed in, register,
 * change, delete and rotate the secret of the endpoints that receive its NotifyFlow events, read each
 * one's delivery log and resend a message. An API key cannot (requireOrgAdmin: 403); another
 * organisation's endpoint answers 404. The routes are webhook-routes.ts's, shared with law firms.
 */
export function orgWebhookRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  webhookRoutes(fastify, deps, {
    base: '/api/org/webhooks',
    name: 'Org',
    tags: ['Organisation API'],
    listSummary: "The organisation's webhook endpoints, newest first (admins)",
    schemas: { input: webhookEndpointInputSchema, update: webhookEndpointUpdateSchema },
    manager: async (request) => {
      const member = await requireOrgAdmin(deps, request);
      return { userId: member.userId, owner: { institutionId: member.institutionId } };
    },
  });
}
