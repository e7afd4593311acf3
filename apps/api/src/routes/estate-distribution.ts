import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { distributionHoldSchema, idParamsFor } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { readDistributionHold } from '../services/estate-money/distribution-hold.js';

/**
 * Whether the estate may pay a distribution today (the distributions and the claims register are
 * records kit kinds: kinds/distributions.ts, kinds/claims.ts). Only for those who run the estate.
 */
export function estateDistributionRoutes(fastify: FastifyInstance, { auth, db }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/estates/:estateId/distribution-hold',
    {
      schema: {
        operationId: 'getDistributionHold',
        summary:
          'Whether a distribution may be paid today: the grant, the s47 date (grant + 6 months) and the claims register, with every reason not',
        tags: ['Estate Distribution'],
        params: idParamsFor('Estate not found', 'estateId'),
        response: { 200: distributionHoldSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return readDistributionHold(db, actor, request.params.estateId);
    },
  );
}
