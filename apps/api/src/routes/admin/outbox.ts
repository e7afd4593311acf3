import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxListQuerySchema, outboxListSchema } from '@estate/domain';
import type { AppDeps } from '../../deps.js';
import { requireActor } from '../../services/auth/actor.js';
import { listOutbox } from '../../services/outbox/list-outbox.js';

/**
 * The outbox as admins (and the tests) read it, and whether a mail server is set up (`SMTP_URL`):
 * without one nothing is sent, and the admin Outbox page says so (decision 073).
 */
export function adminOutboxRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = {
    operationId: 'listOutbox',
    summary:
      'The newest emails of the outbox and how their sending went, and whether a mail server (SMTP_URL) is set up',
    tags: ['Admin: outbox'],
    querystring: outboxListQuerySchema,
    response: { 200: outboxListSchema },
  };
  app.get('/api/admin/outbox', { schema }, async (request) => {
    await requireActor(deps.auth, request, 'admin:access');
    const { limit } = request.query;
    const { items } = await listOutbox(deps.db, limit);
    return { items, mailServer: { configured: Boolean(deps.config.smtpUrl) } };
  });
}
