import {
  adminPrivacyRequestListQuerySchema,
  adminPrivacyRequestListSchema,
  idParamsFor,
  PRIVACY_TEXTS,
  privacyCorrectionInputSchema,
  privacyRequestCloseInputSchema,
  privacyRequestListSchema,
  privacyRequestSchema,
} from '@estate/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.js';
import { sendDownload } from '../lib/content-disposition.js';
import { requireActor } from '../services/auth/actor.js';
import { closePrivacyRequest } from '../services/privacy/close-privacy-request.js';
import { exportMyInformation } from '../services/privacy/export-my-information.js';
import { listMyPrivacyRequests } from '../services/privacy/list-my-privacy-requests.js';
import { listPrivacyRequests } from '../services/privacy/list-privacy-requests.js';
import { requestCorrection } from '../services/privacy/request-correction.js';

/**
 * Privacy Act 2020 requests (decision 048): every signed-in person may download their information
 * and ask for a correction, and reads their own requests; admins list and close them.
 */
export function privacyRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = deps;
  const tags = ['Account'];

  app.get(
    '/api/me/privacy-export',
    {
      schema: {
        produces: ['application/zip'],
        operationId: 'downloadMyInformation',
        summary:
          'Download everything the product holds about me as a ZIP of JSON files and my uploads (recorded as a fulfilled access request)',
        tags,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request);
      try {
        const { fileName, stream } = await exportMyInformation({ ...deps, log: request.log }, actor);
        return sendDownload(reply, { type: 'application/zip', fileName: fileName, body: stream });
      } catch (err) {
        const retryAfter = (err as { retryAfter?: number }).retryAfter;
        if (retryAfter) void reply.header('retry-after', String(retryAfter));
        throw err;
      }
    },
  );

  app.get(
    '/api/me/privacy-requests',
    {
      schema: {
        operationId: 'listMyPrivacyRequests',
        summary: 'My privacy requests, newest first, with status, due date and answer',
        tags,
        response: { 200: privacyRequestListSchema },
      },
    },
    async (request) => listMyPrivacyRequests(db, await requireActor(auth, request)),
  );

  app.post(
    '/api/me/privacy-requests',
    {
      schema: {
        operationId: 'requestPrivacyCorrection',
        summary: 'Ask for information about me to be corrected (decided within 20 working days)',
        tags,
        body: privacyCorrectionInputSchema,
        response: { 201: privacyRequestSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request);
      return reply.status(201).send(await requestCorrection(db, actor, request.body));
    },
  );

  const adminTags = ['Admin: privacy requests'];
  app.get(
    '/api/admin/privacy-requests',
    {
      schema: {
        operationId: 'listPrivacyRequests',
        summary: 'Privacy requests, soonest due first, with the working days left',
        tags: adminTags,
        querystring: adminPrivacyRequestListQuerySchema,
        response: { 200: adminPrivacyRequestListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'admin:access');
      return listPrivacyRequests(db, actor, request.query);
    },
  );

  app.post(
    '/api/admin/privacy-requests/:id/close',
    {
      schema: {
        operationId: 'closePrivacyRequest',
        summary: 'Close a privacy request with an outcome and the answer the requester reads',
        tags: adminTags,
        params: idParamsFor(PRIVACY_TEXTS.notFound),
        body: privacyRequestCloseInputSchema,
        response: { 200: privacyRequestSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'admin:access');
      return closePrivacyRequest(db, actor, request.params.id, request.body, deps.config.publicUrl);
    },
  );
}
