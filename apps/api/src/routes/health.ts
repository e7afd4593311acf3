import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { checkDatabase } from '../services/health/check-database.js';

/** 200 once the migrations have run and the database answers; 503 otherwise. */
export function healthRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = {
    operationId: 'getHealth',
    summary: 'Whether the service and its database answer',
    tags: ['Service'],
    security: [],
    response: { 200: healthResponseSchema, 503: healthResponseSchema },
  };
  app.get('/api/health', { schema }, async (_request, reply) => {
    if (await checkDatabase(deps.db)) return { status: 'ok' as const, database: deps.databaseKind };
    return reply.status(503).send({ status: 'unavailable' as const, database: deps.databaseKind });
  });
}
