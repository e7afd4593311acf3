import { enquiryRefSchema } from '@estate/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../lib/validate.js';
import { requireActor } from '../../services/auth/actor.js';
import { listEnquiries } from '../../services/public-site/list-enquiries.js';
import { markEnquiryHandled } from '../../services/public-site/mark-enquiry-handled.js';

const query = z.object({ limit: z.coerce.number().int().min(1).max(500).default(200) });

/** Enquiries and demo requests for the back-office (/dashboard/admin/enquiries). Admins only. */
export async function adminEnquiryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/admin/enquiries', async (request) => {
    await requireActor(deps.auth, request, 'admin:access');
    const { limit } = parseInput(query, request.query);
    return { items: await listEnquiries(deps.db, limit) };
  });

  app.post('/api/admin/enquiries/:kind/:id/handled', async (request) => {
    const actor = await requireActor(deps.auth, request, 'admin:access');
    const ref = parseInput(enquiryRefSchema, request.params);
    await markEnquiryHandled(deps.db, ref, actor.id);
    return { handled: true };
  });
}
