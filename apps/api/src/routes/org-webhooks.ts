import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsFor,
  noContent,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookSecretRotatedSchema,
  type WebhookEndpointCreated,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { createOnce, idempotencyHeaders } from '../lib/idempotency.js';
import { requireOrgAdmin } from '../services/auth/org-principal.js';
import { deleteEndpoint, rotateSecret, updateEndpoint } from '../services/webhooks/change-endpoint.js';
import { createEndpoint } from '../services/webhooks/create-endpoint.js';
import { WEBHOOK_NOT_FOUND } from '../services/webhooks/endpoint-answers.js';
import { listDeliveries } from '../services/webhooks/list-deliveries.js';
import { listEndpoints } from '../services/webhooks/list-endpoints.js';
import { resendDelivery, RESEND_TEXTS } from '../services/webhooks/resend-delivery.js';

/*
 * An organisation's webhook endpoints (issue 44, decision 089): its admins, signed in, register,
 * change, delete and rotate the secret of the endpoints that receive its NotifyFlow events, read each
 * one's delivery log and resend a message. An API key cannot (requireOrgAdmin: 403); another
 * organisation's endpoint answers 404.
 */

const tags = ['Organisation API'];
const endpointParams = idParamsFor(WEBHOOK_NOT_FOUND);
const deliveryParams = z.object({
  id: z.uuid({ message: WEBHOOK_NOT_FOUND }),
  deliveryId: z.uuid({ message: RESEND_TEXTS.notFound }),
});

export function orgWebhookRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const guard = { allowLoopback: config.webhooksAllowLoopback };
  const ownerOf = (member: { institutionId: string }) => ({ institutionId: member.institutionId });

  app.get(
    '/api/org/webhooks',
    {
      schema: {
        operationId: 'listOrgWebhooks',
        summary: "The organisation's webhook endpoints, newest first (admins)",
        tags,
        response: { 200: webhookEndpointListSchema },
      },
    },
    async (request) => {
      const member = await requireOrgAdmin(deps, request);
      return listEndpoints(db, ownerOf(member));
    },
  );

  app.post(
    '/api/org/webhooks',
    {
      schema: {
        operationId: 'createOrgWebhook',
        summary:
          'Register an https endpoint for some of the events; answers its signing secret (whsec_…) this once',
        tags,
        headers: idempotencyHeaders,
        body: webhookEndpointInputSchema,
        response: { 201: webhookEndpointCreatedSchema },
      },
    },
    async (request, reply) => {
      const member = await requireOrgAdmin(deps, request);
      const body = await createOnce<WebhookEndpointCreated>(
        db,
        request,
        reply,
        { id: member.userId },
        (remember) =>
          createEndpoint(
            { db, secret: config.authSecret, guard },
            ownerOf(member),
            member,
            request.body,
            remember,
          ),
      );
      return reply.status(201).send(body);
    },
  );

  app.patch(
    '/api/org/webhooks/:id',
    {
      schema: {
        operationId: 'updateOrgWebhook',
        summary: "Change an endpoint's URL, description or events, or turn it off or on again",
        tags,
        params: endpointParams,
        body: webhookEndpointUpdateSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => {
      const member = await requireOrgAdmin(deps, request);
      return updateEndpoint({ db, guard }, ownerOf(member), member, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/org/webhooks/:id',
    {
      schema: {
        operationId: 'deleteOrgWebhook',
        summary: 'Delete an endpoint with its delivery log',
        tags,
        params: endpointParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const member = await requireOrgAdmin(deps, request);
      await deleteEndpoint(db, ownerOf(member), member, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/org/webhooks/:id/rotate-secret',
    {
      schema: {
        operationId: 'rotateOrgWebhookSecret',
        summary:
          'A new signing secret, answered once; for 24 hours messages carry signatures with both the new and the previous secret',
        tags,
        params: endpointParams,
        response: { 200: webhookSecretRotatedSchema },
      },
    },
    async (request) => {
      const member = await requireOrgAdmin(deps, request);
      return rotateSecret({ db, secret: config.authSecret }, ownerOf(member), member, request.params.id);
    },
  );

  app.get(
    '/api/org/webhooks/:id/deliveries',
    {
      schema: {
        operationId: 'listOrgWebhookDeliveries',
        summary:
          "An endpoint's delivery log: messages newest first, each with its attempts (time, status code, duration)",
        tags,
        params: endpointParams,
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: webhookDeliveryListSchema },
      },
    },
    async (request) => {
      const member = await requireOrgAdmin(deps, request);
      return listDeliveries(db, ownerOf(member), request.params.id, request.query);
    },
  );

  app.post(
    '/api/org/webhooks/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        operationId: 'resendOrgWebhookDelivery',
        summary: 'Send a message again now (same webhook-id, signed afresh); answers it with the new attempt',
        tags,
        params: deliveryParams,
        response: { 200: webhookDeliverySchema },
      },
    },
    async (request) => {
      const member = await requireOrgAdmin(deps, request);
      return resendDelivery(
        {
          db,
          secret: config.authSecret,
          publicUrl: config.publicUrl,
          allowLoopback: config.webhooksAllowLoopback,
          log: request.log,
        },
        ownerOf(member),
        member,
        request.params.id,
        request.params.deliveryId,
      );
    },
  );
}
