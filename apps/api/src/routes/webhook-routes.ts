import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type {
  firmWebhookEndpointInputSchema,
  firmWebhookEndpointUpdateSchema,
  webhookEndpointInputSchema,
  webhookEndpointUpdateSchema,
} from '@estate/domain';
import {
  idParamsFor,
  noContent,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookSecretRotatedSchema,
  type WebhookEndpointCreated,
} from '@estate/domain';
import { changeHeaders, ifMatchOf, sendEtag } from '../lib/versions.js';
import type { AppDeps } from '../deps.js';
import { createOnce, idempotencyHeaders } from '../lib/idempotency.js';
import { deleteEndpoint, rotateSecret, updateEndpoint } from '../services/webhooks/change-endpoint.js';
import { createEndpoint } from '../services/webhooks/create-endpoint.js';
import { WEBHOOK_NOT_FOUND, type EndpointOwner } from '../services/webhooks/endpoint-answers.js';
import { listDeliveries } from '../services/webhooks/list-deliveries.js';
import { listEndpoints } from '../services/webhooks/list-endpoints.js';
import { resendDelivery, RESEND_TEXTS } from '../services/webhooks/resend-delivery.js';

/*
 * Webhook endpoints of one kind of owner (issue 44, decision 089): the same routes and shapes for an
 * organisation's admins (`/api/org/webhooks`, org-webhooks.ts) and a law firm's lawyers
 * (`/api/firm/webhooks`, firm-webhooks.ts), on the same services. Each owner's endpoints subscribe
 * to its own events only (the body's schema, and `requireOwnersEvents` in the services).
 */

/** Who manages an owner's endpoints, and its routes' names. */
export interface WebhookRoutesSpec {
  /** `/api/org/webhooks` or `/api/firm/webhooks`. */
  base: string;
  /** The operationIds' infix: `listOrgWebhooks`, `listFirmWebhooks`. */
  name: 'Org' | 'Firm';
  tags: string[];
  /** The list's summary. */
  listSummary: string;
  /** The events its endpoints may subscribe to. */
  schemas: {
    input: typeof webhookEndpointInputSchema | typeof firmWebhookEndpointInputSchema;
    update: typeof webhookEndpointUpdateSchema | typeof firmWebhookEndpointUpdateSchema;
  };
  /** The signed-in person who manages them and whose endpoints they are (401, 403 otherwise). */
  manager(request: FastifyRequest): Promise<{ userId: string; owner: EndpointOwner }>;
}

export function webhookRoutes(fastify: FastifyInstance, deps: AppDeps, spec: WebhookRoutesSpec): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const { base, name, tags } = spec;
  const guard = { allowLoopback: config.webhooksAllowLoopback };
  const endpointParams = idParamsFor(WEBHOOK_NOT_FOUND);
  const deliveryParams = z.object({
    id: z.uuid({ message: WEBHOOK_NOT_FOUND }),
    deliveryId: z.uuid({ message: RESEND_TEXTS.notFound }),
  });

  app.get(
    base,
    {
      schema: {
        operationId: `list${name}Webhooks`,
        summary: spec.listSummary,
        tags,
        response: { 200: webhookEndpointListSchema },
      },
    },
    async (request) => {
      const { owner } = await spec.manager(request);
      return listEndpoints(db, owner);
    },
  );

  app.post(
    base,
    {
      schema: {
        operationId: `create${name}Webhook`,
        summary:
          'Register an https endpoint for some of the events; answers its signing secret (whsec_…) this once',
        tags,
        headers: idempotencyHeaders,
        body: spec.schemas.input,
        response: { 201: webhookEndpointCreatedSchema },
      },
    },
    async (request, reply) => {
      const manager = await spec.manager(request);
      const body = await createOnce<WebhookEndpointCreated>(
        db,
        request,
        reply,
        { id: manager.userId },
        (remember) =>
          createEndpoint(
            { db, secret: config.authSecret, guard },
            manager.owner,
            manager,
            request.body,
            remember,
          ),
      );
      return reply.status(201).send(body);
    },
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        operationId: `update${name}Webhook`,
        summary: "Change an endpoint's URL, description or events, or turn it off or on again",
        description:
          'Made against the version it was read at (`version`) as If-Match: 428 without it, 412 with the endpoint as it is now when someone changed it since (decision 060).',
        tags,
        params: endpointParams,
        headers: changeHeaders,
        body: spec.schemas.update,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request, reply) => {
      const manager = await spec.manager(request);
      const saved = await updateEndpoint(
        { db, guard },
        manager.owner,
        manager,
        request.params.id,
        request.body,
        ifMatchOf(request),
      );
      sendEtag(reply, saved);
      return saved;
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        operationId: `delete${name}Webhook`,
        summary: 'Delete an endpoint with its delivery log',
        tags,
        params: endpointParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const manager = await spec.manager(request);
      await deleteEndpoint(db, manager.owner, manager, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/:id/rotate-secret`,
    {
      schema: {
        operationId: `rotate${name}WebhookSecret`,
        summary:
          'A new signing secret, answered once; for 24 hours messages carry signatures with both the new and the previous secret',
        tags,
        params: endpointParams,
        response: { 200: webhookSecretRotatedSchema },
      },
    },
    async (request) => {
      const manager = await spec.manager(request);
      return rotateSecret({ db, secret: config.authSecret }, manager.owner, manager, request.params.id);
    },
  );

  app.get(
    `${base}/:id/deliveries`,
    {
      schema: {
        operationId: `list${name}WebhookDeliveries`,
        summary:
          "An endpoint's delivery log: messages newest first, each with its attempts (time, status code, duration)",
        tags,
        params: endpointParams,
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: webhookDeliveryListSchema },
      },
    },
    async (request) => {
      const { owner } = await spec.manager(request);
      return listDeliveries(db, owner, request.params.id, request.query);
    },
  );

  app.post(
    `${base}/:id/deliveries/:deliveryId/resend`,
    {
      schema: {
        operationId: `resend${name}WebhookDelivery`,
        summary: 'Send a message again now (same webhook-id, signed afresh); answers it with the new attempt',
        tags,
        params: deliveryParams,
        response: { 200: webhookDeliverySchema },
      },
    },
    async (request) => {
      const manager = await spec.manager(request);
      return resendDelivery(
        {
          db,
          secret: config.authSecret,
          publicUrl: config.publicUrl,
          allowLoopback: config.webhooksAllowLoopback,
          log: request.log,
        },
        manager.owner,
        manager,
        request.params.id,
        request.params.deliveryId,
      );
    },
  );
}
