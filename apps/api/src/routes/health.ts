import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { checkDatabase } from '../services/health/check-database.js';

/** 200 once the migrations have run and the database answers; 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    if (await checkDatabase(deps.db)) return { status: 'ok', database: deps.databaseKind };
    return reply.status(503).send({ status: 'unavailable', database: deps.databaseKind });
  });
}
