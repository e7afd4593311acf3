import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsFor,
  statementImportResultSchema,
  statementImportSchema,
  statementPreviewResultSchema,
  statementPreviewSchema,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { exportLedger } from '../services/estate-money/export-ledger.js';
import { importStatement, previewStatement } from '../services/estate-money/import-statement.js';
import { createOnce, idempotencyHeaders } from '../lib/idempotency.js';
import { requireEstate } from '../services/access/index.js';
import { sendDownload } from '../lib/content-disposition.js';

const estateParams = idParamsFor('Estate not found', 'estateId');
/** A statement of STATEMENT_MAX_CHARS characters, as JSON (escapes and multi-byte letters included). */
const STATEMENT_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Estate Financials' hand-written routes (the ledger's list, add, edit and delete are the records
 * kit's kind: services/records/kinds/transactions.ts): a bank statement's import, previewed then
 * confirmed, and the ledger's export for Xero. Like the kind, only for those who run the estate.
 */
export function estateTransactionRoutes(fastify: FastifyInstance, { auth, db }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/estates/:estateId/transactions/import/preview',
    {
      bodyLimit: STATEMENT_BODY_LIMIT,
      schema: {
        operationId: 'previewStatementImport',
        summary:
          "A bank statement CSV's rows as they would be imported: each with its line, its problems and whether it is a duplicate. Writes nothing",
        tags: ['Estate financials'],
        params: estateParams,
        body: statementPreviewSchema,
        response: { 200: statementPreviewResultSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return previewStatement(db, actor, request.params.estateId, request.body);
    },
  );

  app.post(
    '/api/estates/:estateId/transactions/import',
    {
      bodyLimit: STATEMENT_BODY_LIMIT,
      schema: {
        operationId: 'importStatement',
        summary:
          'Import a bank statement CSV as completed transactions, all in one go: refused (naming the lines) while any row has an error; duplicates only when their lines are listed',
        tags: ['Estate financials'],
        params: estateParams,
        headers: idempotencyHeaders,
        body: statementImportSchema,
        response: { 201: statementImportResultSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { estateId } = request.params;
      const body = await createOnce<Awaited<ReturnType<typeof importStatement>>>(
        db,
        request,
        reply,
        actor,
        (remember) => importStatement(db, actor, estateId, request.body, remember),
        () => requireEstate(db, actor, estateId),
      );
      return reply.status(201).send(body);
    },
  );

  app.get(
    '/api/estates/:estateId/transactions/export.csv',
    {
      schema: {
        produces: ['text/csv'],
        operationId: 'exportLedger',
        summary:
          "The estate's completed transactions as a CSV Xero imports as a bank statement (*Date DD/MM/YYYY, *Amount signed)",
        tags: ['Estate financials'],
        params: estateParams,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { fileName, csv } = await exportLedger(db, actor, request.params.estateId);
      return sendDownload(reply, { type: 'text/csv; charset=utf-8', fileName: fileName, body: csv });
    },
  );
}
