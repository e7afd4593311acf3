import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditEventListQuerySchema,
  auditEventListSchema,
  auditVerificationSchema,
  auditVerificationStatusSchema,
  type AuditVerification,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { exportAuditEvents } from '../services/audit/export-audit-events.js';
import { listAuditEvents } from '../services/audit/list-audit-events.js';
import {
  getAuditVerificationStatus,
  runAuditVerification,
} from '../services/audit/run-audit-verification.js';
import { idempotencyHeaders, idempotencyOf, idempotent, markReplayed } from '../lib/idempotency.js';
import { sendDownload } from '../lib/content-disposition.js';

const tags = ['Audit Log'];

/**
 * The audit log (/dashboard/audit-log, issue 15): admins read every event, a lawyer their estates'
 * and their firm's (`visibleAuditEvents`); everyone else 403 (`audit:view`).
 */
export function auditLogRoutes(fastify: FastifyInstance, { auth, db, config }: AppDeps): void {
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

  /** Export Log, as CSV or PDF: the filtered events the person may see; the export is itself audited. */
  const exportRoute = (format: 'csv' | 'pdf', produces: string, operationId: string, summary: string) =>
    app.get(
      `/api/audit-events/export.${format}`,
      {
        schema: { produces: [produces], operationId, summary, tags, querystring: auditEventListQuerySchema },
      },
      async (request, reply) => {
        const actor = await requireActor(auth, request, 'audit:view');
        const file = await exportAuditEvents(db, actor, request.query, format);
        return sendDownload(reply, { type: file.contentType, fileName: file.fileName, body: file.content });
      },
    );
  exportRoute(
    'csv',
    'text/csv',
    'exportAuditEvents',
    'Export Log: the filtered events as CSV (formula-safe); the export is itself audited',
  );
  exportRoute(
    'pdf',
    'application/pdf',
    'exportAuditEventsPdf',
    'Export Log as an A4 PDF: the filtered events (at most 5,000), each with its chain position and SHA-256 hash; the export is itself audited',
  );

  // The tamper check of the audit chains (issue 41, decision 071): admins only.
  app.get(
    '/api/admin/audit-log/verification',
    {
      schema: {
        operationId: 'getAuditVerification',
        summary: 'The newest tamper check of the audit trail (when, by whom, what it found); admins only',
        tags,
        response: { 200: auditVerificationStatusSchema },
      },
    },
    async (request, reply) => {
      await requireActor(auth, request, 'admin:access');
      void reply.header('cache-control', 'private, no-store');
      return getAuditVerificationStatus(db);
    },
  );

  app.post(
    '/api/admin/audit-log/verification',
    {
      schema: {
        operationId: 'verifyAuditLog',
        summary:
          'Verify now: recompute every audit event’s hash and walk the chains; a break notifies the admins. Audited; admins only',
        tags,
        headers: idempotencyHeaders,
        response: { 201: auditVerificationSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'admin:access');
      // A retry with the same Idempotency-Key answers the check it already ran.
      const answer = await idempotent<AuditVerification>(db, idempotencyOf(request, actor), 201, (remember) =>
        runAuditVerification(db, { by: 'admin', actor }, { publicUrl: config.publicUrl }, remember),
      );
      markReplayed(reply, answer);
      return reply.status(201).send(answer.body);
    },
  );
}
