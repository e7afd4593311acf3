import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { outbox } from '../../db/schema.js';
import { parseInput } from '../../lib/validate.js';
import { requireActor } from '../../services/auth/actor.js';

const query = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** The outbox as admins (and the tests) read it; the admin page comes with a later issue. */
export async function adminOutboxRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/admin/outbox', async (request) => {
    await requireActor(deps.auth, request, 'admin:access');
    const { limit } = parseInput(query, request.query);
    const rows = await deps.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
    return {
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        to: r.toAddress,
        subject: r.subject,
        text: r.textBody,
        link: r.link,
        status: r.status,
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      })),
    };
  });
}
