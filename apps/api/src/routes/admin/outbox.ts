import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxListQuerySchema, outboxListSchema } from '@estate/domain';
import type { AppDeps } from '../../deps.js';
import { requireActor } from '../../services/auth/actor.js';
import { listOutbox } from '../../services/outbox/list-outbox.js';

/** The outbox as admins (and the tests) read it; the admin page comes with a later issue. */
export function adminOutboxRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = {
    operationId: 'listOutbox',
    summary: 'The newest emails of the outbox and how their sending went',
    tags: ['Admin: outbox'],
    querystring: outboxListQuerySchema,
    response: { 200: outboxListSchema },
  };
  app.get('/api/admin/outbox', { schema }, async (request) => {
    await requireActor(deps.auth, request, 'admin:access');
    const { limit } = request.query;
    return listOutbox(deps.db, limit);
  });
}
