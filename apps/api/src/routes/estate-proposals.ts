import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptProposalSchema,
  estateProposalListSchema,
  estateProposalSchema,
  idParamsFor,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { changeHeaders, ifMatchOf, sendEtag } from '../lib/versions.js';
import { requireActor } from '../services/auth/actor.js';
import { acceptProposal, listEstateProposals, rejectProposal } from '../services/organisations/proposals.js';

const tags = ['NotifyFlow'];
const estateParams = idParamsFor('Estate not found', 'estateId');
const proposalParams = estateParams.extend({ id: z.uuid({ message: 'Proposal not found' }) });

/**
 * Issue 44: what organisations report on an estate's notifications, proposed to the estate as assets
 * and liabilities; its lawyer or executor accepts (as reported, or changed) or rejects each.
 */
export function estateProposalRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db, config } = deps;

  app.get(
    '/api/estates/:estateId/proposals',
    {
      schema: {
        operationId: 'listEstateProposals',
        summary:
          'What organisations reported holding on the estate’s notifications, proposed as assets and liabilities',
        description: 'For those who run the estate; an estate you may not see is 404.',
        tags,
        params: estateParams,
        response: { 200: estateProposalListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return listEstateProposals(db, actor, request.params.estateId);
    },
  );

  app.post(
    '/api/estates/:estateId/proposals/:id/accept',
    {
      schema: {
        operationId: 'acceptEstateProposal',
        summary: 'Accept a proposal: it becomes an asset or a liability with the answer as its evidence',
        description:
          'Send the version it was read at as If-Match. The name, type (an asset’s or a liability’s) and amount may be changed as it is accepted; a proposal already accepted or rejected is a 409.',
        tags,
        params: proposalParams,
        headers: changeHeaders,
        body: acceptProposalSchema.meta({ example: { name: 'ANZ Bank New Zealand Savings ****4821' } }),
        response: { 200: estateProposalSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const accepted = await acceptProposal(
        { db, config },
        actor,
        request.params.estateId,
        request.params.id,
        ifMatchOf(request),
        request.body,
      );
      sendEtag(reply, accepted);
      return accepted;
    },
  );

  app.post(
    '/api/estates/:estateId/proposals/:id/reject',
    {
      schema: {
        operationId: 'rejectEstateProposal',
        summary: 'Reject a proposal: nothing is made, and the answer keeps it as rejected',
        description: 'Send the version it was read at as If-Match; one already decided is a 409.',
        tags,
        params: proposalParams,
        headers: changeHeaders,
        response: { 200: estateProposalSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const rejected = await rejectProposal(
        db,
        actor,
        request.params.estateId,
        request.params.id,
        ifMatchOf(request),
      );
      sendEtag(reply, rejected);
      return rejected;
    },
  );
}
