import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema, idParamsFor } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { exportEstate } from '../services/estates/export-estate.js';
import { getDashboard } from '../services/estates/get-dashboard.js';
import { sendDownload } from '../lib/content-disposition.js';

export function estateDataRoutes(fastify: FastifyInstance, { auth, db }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Export for OneLaw: a ZIP of CSV files, for those who run the estate. */
  app.get(
    '/api/estates/:id/export',
    {
      schema: {
        produces: ['application/zip'],
        operationId: 'exportEstate',
        summary:
          'Export for OneLaw: a ZIP of CSV files (estate, executors, beneficiaries, assets, liabilities, valuations, documents)',
        tags: ['Estates'],
        params: idParamsFor('Estate not found'),
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { fileName, zip } = await exportEstate(db, actor, request.params.id);
      return sendDownload(reply, { type: 'application/zip', fileName: fileName, body: zip });
    },
  );

  /** Dashboard home: real counts, overdue and next tasks, recent activity, first visit or not. */
  app.get(
    '/api/dashboard',
    {
      schema: {
        operationId: 'getDashboard',
        summary:
          'Dashboard home: counts (overdue among them), the overdue and next tasks, recent activity on the estates you may see, and whether this is your first visit',
        tags: ['Estates'],
        response: { 200: dashboardSchema },
      },
    },
    async (request) => getDashboard(db, await requireActor(auth, request, 'dashboard:use')),
  );
}
