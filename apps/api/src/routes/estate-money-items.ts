import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  controlledItemAccessInputSchema,
  controlledItemAccessListSchema,
  controlledItemAccessResultSchema,
  idParamsFor,
  inventoryExportQuerySchema,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import {
  listControlledItemAccesses,
  recordControlledItemAccess,
} from '../services/estate-money/controlled-item-accesses.js';
import { exportInventory } from '../services/estate-money/export-inventory.js';
import { createOnce, idempotencyHeaders } from '../lib/idempotency.js';
import { requireEstate } from '../services/access/index.js';
import { sendDownload } from '../lib/content-disposition.js';

const accessParams = idParamsFor('Estate not found', 'estateId').extend(
  idParamsFor('Controlled item not found').shape,
);

/**
 * The hand-written routes of Estate Inventory and Controlled Items (the lists themselves are records
 * kit kinds: kinds/inventory-items.ts, kinds/controlled-items.ts): the inventory's CSV export, and a
 * controlled item's chain of custody. Like the kinds, only for those who run the estate.
 */
export function estateMoneyItemRoutes(fastify: FastifyInstance, { auth, db }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/inventory-items/export.csv',
    {
      schema: {
        produces: ['text/csv'],
        operationId: 'exportInventoryItems',
        summary: 'Estate Inventory as CSV: every estate you may see, or one with estateId',
        tags: ['Estate Inventory'],
        querystring: inventoryExportQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { fileName, csv } = await exportInventory(db, actor, request.query.estateId);
      return sendDownload(reply, { type: 'text/csv; charset=utf-8', fileName: fileName, body: csv });
    },
  );

  const url = '/api/estates/:estateId/controlled-items/:id/accesses';

  app.get(
    url,
    {
      schema: {
        operationId: 'listControlledItemAccesses',
        summary: "A controlled item's chain of custody: every access, newest first",
        tags: ['Controlled Items'],
        params: accessParams,
        response: { 200: controlledItemAccessListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return listControlledItemAccesses(db, actor, request.params.estateId, request.params.id);
    },
  );

  app.post(
    url,
    {
      schema: {
        operationId: 'recordControlledItemAccess',
        summary: 'Record an access to a controlled item (by you, now), with its purpose',
        tags: ['Controlled Items'],
        params: accessParams,
        headers: idempotencyHeaders,
        body: controlledItemAccessInputSchema,
        response: { 201: controlledItemAccessResultSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { estateId, id } = request.params;
      const body = await createOnce<Awaited<ReturnType<typeof recordControlledItemAccess>>>(
        db,
        request,
        reply,
        actor,
        (remember) => recordControlledItemAccess(db, actor, estateId, id, request.body, remember),
        () => requireEstate(db, actor, estateId),
      );
      return reply.status(201).send(body);
    },
  );
}
