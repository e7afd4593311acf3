import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';

/** 200 once the migrations have run and the database answers; 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok', database: deps.databaseKind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: deps.databaseKind });
    }
  });
}
