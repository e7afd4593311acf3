import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { estateAccountSchema, idParamsFor } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { recordAudit } from '../services/audit/record-audit.js';
import { loadEstateAccount } from '../services/estate-money/estate-account.js';
import { statementIssuerOf } from '../services/estate-money/statement-issuer.js';
import { renderStatementPdf, statementFileName } from '../services/estate-money/statement-pdf.js';
import { sendDownload } from '../lib/content-disposition.js';

const params = idParamsFor('Estate not found', 'estateId');

/**
 * The estate account and its statement (issue 14): the numbers as JSON for the screens, and the
 * "Statement of assets, liabilities and distribution" as a PDF a lawyer can send. Both are the
 * domain's computeEstateAccount over the estate's rows, so they never disagree. Only for those who
 * run the estate (`estate:manage`); an estate the actor may not see answers 404.
 */
export function estateStatementRoutes(fastify: FastifyInstance, { auth, db }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/estates/:estateId/account',
    {
      schema: {
        operationId: 'getEstateAccount',
        summary:
          'The estate account: assets at date of death, liabilities, completed income and expenses, distributions paid and proposed, the residue and each residuary share (integer cents)',
        tags: ['Estate Financials'],
        params,
        response: { 200: estateAccountSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return loadEstateAccount(db, actor, request.params.estateId);
    },
  );

  app.get(
    '/api/estates/:estateId/statement.pdf',
    {
      schema: {
        produces: ['application/pdf'],
        operationId: 'downloadEstateStatement',
        summary: 'Statement of assets, liabilities and distribution (A4 PDF), from the estate account',
        tags: ['Estate Financials'],
        params,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const account = await loadEstateAccount(db, actor, request.params.estateId);
      const pdf = await renderStatementPdf(account, await statementIssuerOf(db, account.estate.id));
      await recordAudit(db, {
        actorId: actor.id,
        action: 'estate.statement_downloaded',
        entityType: 'estate',
        entityId: account.estate.id,
      });
      const fileName = statementFileName(account);
      return sendDownload(reply, { type: 'application/pdf', fileName: fileName, body: Buffer.from(pdf) });
    },
  );
}
