import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsFor, timelineListSchema, timelineQuerySchema } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { listTimeline } from '../services/timeline/list-timeline.js';

/** Estate Timeline: every viewer of the estate reads it, each seeing the events they may (decision 018). */
export function estateTimelineRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = deps;
  app.get(
    '/api/estates/:estateId/timeline',
    {
      schema: {
        operationId: 'listEstateTimeline',
        summary: "An estate's events, newest first: searched, filtered by category and paged",
        tags: ['Estates'],
        params: idParamsFor('Estate not found', 'estateId'),
        querystring: timelineQuerySchema,
        response: { 200: timelineListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return listTimeline(db, actor, request.params.estateId, request.query);
    },
  );
}
