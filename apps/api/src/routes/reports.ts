import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsFor,
  REPORT_TEXTS,
  reportDownloadQuerySchema,
  reportGenerateQuerySchema,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { downloadReport, generateAdHocReport } from '../services/reports/download-report.js';
import type { ReportFile } from '../services/reports/render-report.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { XLSX } from '../services/files/file-types.js';

/*
 * Reports as files (issue 15). The saved reports themselves are the platform records kind
 * `reports` (services/back-office/kinds/reports.ts: /api/reports list, get, create, change,
 * delete). Both routes need `estate:manage`, as the kind does; a report is always of what the
 * person asking may see.
 */

const send = (reply: FastifyReply, file: ReportFile) =>
  reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.content);

export function reportRoutes(fastify: FastifyInstance, { auth, db }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/reports/generate',
    {
      schema: {
        produces: ['text/csv', 'application/pdf', XLSX],
        operationId: 'generateReport',
        summary:
          'Make a report now without saving it (CSV, PDF or XLSX), from what you may see: of every estate, or of one (estateId)',
        tags: ['Reports'],
        querystring: reportGenerateQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return send(reply, await generateAdHocReport(db, actor, request.query));
    },
  );

  app.get(
    '/api/reports/:id/download',
    {
      schema: {
        produces: ['text/csv', 'application/pdf', XLSX],
        operationId: 'downloadReport',
        summary: 'Generate a saved report now and download it (its own format, or ?format=csv|pdf|xlsx)',
        tags: ['Reports'],
        params: idParamsFor(REPORT_TEXTS.notFound),
        querystring: reportDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return send(reply, await downloadReport(db, actor, request.params.id, request.query.format));
    },
  );
}
