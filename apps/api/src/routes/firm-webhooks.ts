import type { FastifyInstance } from 'fastify';
import { firmWebhookEndpointInputSchema, firmWebhookEndpointUpdateSchema } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireFirmLawyer } from '../services/auth/firm-principal.js';
import { webhookRoutes } from './webhook-routes.js';

/*
 * A law firm's webhook endpoints (issue 44, decision 090 "Firm keys"): any lawyer of the firm, signed
 * in, registers endpoints for events on the firm's estates (a task completed, a document added, a
 * distribution paid, an organisation's NotifyFlow answer), with the organisation API's shapes,
 * signing and delivery log. A key cannot (403); another firm's endpoint answers 404.
 */
export function firmWebhookRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  webhookRoutes(fastify, deps, {
    base: '/api/firm/webhooks',
    name: 'Firm',
    tags: ['Firm API'],
    listSummary: "The firm's webhook endpoints, newest first (the firm's lawyers)",
    schemas: { input: firmWebhookEndpointInputSchema, update: firmWebhookEndpointUpdateSchema },
    manager: async (request) => {
      const lawyer = await requireFirmLawyer(deps, request);
      return { userId: lawyer.userId, owner: { firmId: lawyer.firmId } };
    },
  });
}
