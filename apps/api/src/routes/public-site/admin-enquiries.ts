import {
  enquiryHandledSchema,
  enquiryListQuerySchema,
  enquiryListSchema,
  enquiryRefSchema,
} from '@estate/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { requireActor } from '../../services/auth/actor.js';
import { listEnquiries } from '../../services/public-site/list-enquiries.js';
import { markEnquiryHandled } from '../../services/public-site/mark-enquiry-handled.js';

/** Enquiries and demo requests for the back-office (/dashboard/admin/enquiries). Admins only. */
export function adminEnquiryRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const list = {
    operationId: 'listEnquiries',
    summary: 'List enquiries and demo requests, newest first',
    tags: ['Admin: enquiries'],
    querystring: enquiryListQuerySchema,
    response: { 200: enquiryListSchema },
  };
  app.get('/api/admin/enquiries', { schema: list }, async (request) => {
    await requireActor(deps.auth, request, 'admin:access');
    const { limit } = request.query;
    return { items: await listEnquiries(deps.db, limit) };
  });

  const handled = {
    operationId: 'markEnquiryHandled',
    summary: 'Mark an enquiry or demo request handled',
    tags: ['Admin: enquiries'],
    params: enquiryRefSchema,
    response: { 200: enquiryHandledSchema },
  };
  app.post('/api/admin/enquiries/:kind/:id/handled', { schema: handled }, async (request) => {
    const actor = await requireActor(deps.auth, request, 'admin:access');
    const ref = request.params;
    await markEnquiryHandled(deps.db, ref, actor.id);
    return { handled: true as const };
  });
}
