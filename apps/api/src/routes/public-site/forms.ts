import { demoRequestInputSchema, enquiryInputSchema, formReceiptSchema } from '@estate/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { limitFormPosts } from '../../services/public-site/limit-form-posts.js';
import { submitDemoRequest } from '../../services/public-site/submit-demo-request.js';
import { submitEnquiry } from '../../services/public-site/submit-enquiry.js';

/** Passes a rate-limit refusal's `retryAfter` on as the Retry-After header. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const retryAfter = (err as { retryAfter?: number }).retryAfter;
    if (retryAfter) void reply.header('retry-after', String(retryAfter));
    throw err;
  }
}

/** The contact and demo forms of the public site (spec 1 §2.11, §2.12). Signed-out visitors may post. */
export function publicFormRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const enquiry = {
    operationId: 'sendEnquiry',
    summary: 'Send the contact form',
    tags: ['Public site'],
    security: [],
    body: enquiryInputSchema,
    response: { 201: formReceiptSchema },
  };
  app.post('/api/public/enquiries', { schema: enquiry }, async (request, reply) => {
    const input = request.body;
    await withRetryAfter(reply, () => limitFormPosts(deps.rateLimits, request.ip));
    await submitEnquiry(deps.db, input);
    return reply.status(201).send({ received: true });
  });

  const demoRequest = {
    operationId: 'requestDemo',
    summary: 'Ask for a demonstration',
    tags: ['Public site'],
    security: [],
    body: demoRequestInputSchema,
    response: { 201: formReceiptSchema },
  };
  app.post('/api/public/demo-requests', { schema: demoRequest }, async (request, reply) => {
    const input = request.body;
    await withRetryAfter(reply, () => limitFormPosts(deps.rateLimits, request.ip));
    await submitDemoRequest(deps.db, input);
    return reply.status(201).send({ received: true });
  });
}
