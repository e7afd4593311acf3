import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '@estate/domain';
import type { AppDeps } from '../../deps.js';
import { requireActor } from '../../services/auth/actor.js';
import { getAdminDashboard } from '../../services/analytics/get-admin-dashboard.js';

/** The Admin Dashboard (spec 3 §2): the platform's users, estates, revenue and recent invoices. */
export function adminDashboardRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        operationId: 'getAdminDashboard',
        summary: "The Admin Dashboard's cards, usage trends and recent invoices",
        tags: ['Admin: dashboard'],
        response: { 200: adminDashboardSchema },
      },
    },
    async (request) => {
      await requireActor(deps.auth, request, 'admin:access');
      return getAdminDashboard(deps.db);
    },
  );
}
