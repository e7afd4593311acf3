import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../lib/validate.js';
import { requireActor } from '../../services/auth/actor.js';
import { listOutbox } from '../../services/outbox/list-outbox.js';

const query = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** The outbox as admins (and the tests) read it; the admin page comes with a later issue. */
export async function adminOutboxRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/admin/outbox', async (request) => {
    await requireActor(deps.auth, request, 'admin:access');
    const { limit } = parseInput(query, request.query);
    return listOutbox(deps.db, limit);
  });
}
