import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DISTRIBUTION_TEXTS,
  TRANSACTION_TEXTS,
  distributionDtoSchema,
  idParamsFor,
  ledgerPeriodsSchema,
  periodCloseInputSchema,
  periodReopenInputSchema,
  reversalInputSchema,
  transactionDtoSchema,
  type DistributionDto,
  type LedgerPeriods,
  type TransactionDto,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import {
  createOnce,
  idempotencyHeaders,
  idempotencyOf,
  idempotent,
  markReplayed,
} from '../lib/idempotency.js';
import { changeHeaders, ifMatchOf, sendEtag } from '../lib/versions.js';
import { requireEstate } from '../services/access/index.js';
import { requireActor } from '../services/auth/actor.js';
import {
  closeLedgerPeriod,
  loadLedgerPeriods,
  reopenLedgerPeriod,
} from '../services/estate-money/ledger-periods.js';
import { reverseDistribution, reverseTransaction } from '../services/estate-money/reverse-entry.js';

const estateParams = idParamsFor('Estate not found', 'estateId');
const transactionParams = estateParams.extend(idParamsFor(TRANSACTION_TEXTS.notFound).shape);
const distributionParams = estateParams.extend(idParamsFor(DISTRIBUTION_TEXTS.notFound).shape);
/** A reversal names the version of the entry it reverses and may be retried: both headers. */
const reversalHeaders = changeHeaders.extend(idempotencyHeaders.shape);

/**
 * Money that corrects, never rewrites (issue 41, decision 070): the reversal of a kept transaction or
 * paid distribution, and closing and reopening the estate's books. For those who run the estate's
 * money (`estate:manage`), like the ledger itself; what they may not see answers 404.
 */
export function estateLedgerRoutes(fastify: FastifyInstance, { auth, db }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/estates/:estateId/transactions/:id/reversal',
    {
      schema: {
        operationId: 'reverseTransaction',
        summary:
          'Correct a completed transaction with a reversal: an entry of the opposite sign, linked to it, with a reason (If-Match: the ETag it was read at; Idempotency-Key to retry safely)',
        tags: ['Estate financials'],
        params: transactionParams,
        headers: reversalHeaders,
        body: reversalInputSchema,
        response: { 201: transactionDtoSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { estateId, id } = request.params;
      const expected = ifMatchOf(request);
      const body = await createOnce<TransactionDto>(
        db,
        request,
        reply,
        actor,
        (remember) => reverseTransaction(db, actor, estateId, id, expected, request.body, remember),
        () => requireEstate(db, actor, estateId),
      );
      sendEtag(reply, body);
      return reply.status(201).send(body);
    },
  );

  app.post(
    '/api/estates/:estateId/distributions/:id/reversal',
    {
      schema: {
        operationId: 'reverseDistribution',
        summary:
          'Correct a paid distribution with a reversal: a paid entry of the negative amount, linked to it, with a reason (If-Match: the ETag it was read at; Idempotency-Key to retry safely)',
        tags: ['Estate Distribution'],
        params: distributionParams,
        headers: reversalHeaders,
        body: reversalInputSchema,
        response: { 201: distributionDtoSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { estateId, id } = request.params;
      const expected = ifMatchOf(request);
      const body = await createOnce<DistributionDto>(
        db,
        request,
        reply,
        actor,
        (remember) => reverseDistribution(db, actor, estateId, id, expected, request.body, remember),
        () => requireEstate(db, actor, estateId),
      );
      sendEtag(reply, body);
      return reply.status(201).send(body);
    },
  );

  app.get(
    '/api/estates/:estateId/periods',
    {
      schema: {
        operationId: 'getLedgerPeriods',
        summary:
          "How far the estate's books are closed (entries dated then or earlier are refused), and every close and reopen",
        tags: ['Estate financials'],
        params: estateParams,
        response: { 200: ledgerPeriodsSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return loadLedgerPeriods(db, actor, request.params.estateId);
    },
  );

  app.post(
    '/api/estates/:estateId/periods/close',
    {
      schema: {
        operationId: 'closeLedgerPeriod',
        summary:
          "Close the estate's books through a date (today or earlier): transactions, paid distributions and reversals dated then or earlier are refused until reopened",
        tags: ['Estate financials'],
        params: estateParams,
        headers: idempotencyHeaders,
        body: periodCloseInputSchema,
        response: { 201: ledgerPeriodsSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { estateId } = request.params;
      const body = await createOnce<LedgerPeriods>(
        db,
        request,
        reply,
        actor,
        (remember) => closeLedgerPeriod(db, actor, estateId, request.body, remember),
        () => requireEstate(db, actor, estateId),
      );
      return reply.status(201).send(body);
    },
  );

  app.post(
    '/api/estates/:estateId/periods/reopen',
    {
      schema: {
        operationId: 'reopenLedgerPeriod',
        summary: "Reopen the estate's closed books, with the reason (audited)",
        tags: ['Estate financials'],
        params: estateParams,
        headers: idempotencyHeaders,
        body: periodReopenInputSchema,
        response: { 200: ledgerPeriodsSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { estateId } = request.params;
      const scope = idempotencyOf(request, actor);
      if (scope) await requireEstate(db, actor, estateId);
      const answer = await idempotent<LedgerPeriods>(db, scope, 200, (remember) =>
        reopenLedgerPeriod(db, actor, estateId, request.body, remember),
      );
      markReplayed(reply, answer);
      return reply.status(200).send(answer.body);
    },
  );
}
