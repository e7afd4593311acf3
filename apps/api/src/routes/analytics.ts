import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSchema } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { getAnalytics } from '../services/analytics/get-analytics.js';

/**
 * Analytics (spec 3 §2): for everyone with a dashboard, over the estates they may see. A beneficiary
 * sees the figures of the estates they follow, as they already see those estates, their assets,
 * beneficiaries and tasks (and only the documents shared with them).
 */
export function analyticsRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/analytics',
    {
      schema: {
        operationId: 'getAnalytics',
        summary: 'Cards and panels of Analytics for a period, over the estates you may see',
        tags: ['Analytics'],
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(deps.auth, request, 'dashboard:use');
      return getAnalytics(deps.db, actor, request.query.period);
    },
  );
}
