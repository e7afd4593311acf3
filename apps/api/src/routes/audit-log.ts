import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEventListQuerySchema, auditEventListSchema } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { exportAuditEvents } from '../services/audit/export-audit-events.js';
import { listAuditEvents } from '../services/audit/list-audit-events.js';

const tags = ['Audit Log'];

/**
 * The audit log (/dashboard/audit-log, issue 15): admins read every event, a lawyer their estates'
 * and their firm's (`visibleAuditEvents`); everyone else 403 (`audit:view`).
 */
export function auditLogRoutes(fastify: FastifyInstance, { auth, db }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/audit-events',
    {
      schema: {
        operationId: 'listAuditEvents',
        summary:
          'The audit log: the events you may see, newest first, searched and filtered by category, status and dates, with the counts',
        tags,
        querystring: auditEventListQuerySchema,
        response: { 200: auditEventListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'audit:view');
      return listAuditEvents(db, actor, request.query);
    },
  );

  app.get(
    '/api/audit-events/export.csv',
    {
      schema: {
        operationId: 'exportAuditEvents',
        summary: 'Export Log: the filtered events as CSV (formula-safe); the export is itself audited',
        tags,
        querystring: auditEventListQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'audit:view');
      const { fileName, csv } = await exportAuditEvents(db, actor, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
}
