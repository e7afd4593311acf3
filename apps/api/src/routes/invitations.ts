import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptedInvitationSchema,
  createInvitationSchema,
  executorOverviewQuerySchema,
  executorOverviewSchema,
  idParamsFor,
  invitationByTokenSchema,
  invitationDtoSchema,
  invitationListQuerySchema,
  invitationListSchema,
  invitationTokenParamsSchema,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { listExecutorOverview } from '../services/estates/list-executor-overview.js';
import { acceptInvitation, getInvitationByToken } from '../services/invitations/accept-invitation.js';
import { resendInvitation, revokeInvitation } from '../services/invitations/change-invitation.js';
import { createInvitation } from '../services/invitations/create-invitation.js';
import { listInvitations } from '../services/invitations/list-invitations.js';
import { createOnce, idempotencyHeaders } from '../lib/idempotency.js';
import { requireEstate } from '../services/access/index.js';

/*
 * Invitations to an estate by link (issue 16, decision 028), and the Executors screen's list.
 * Inviting, listing, resending and revoking need `estate:manage` and an estate the actor may see
 * (else 404); the invitation page reads by the link's token without a session, and accepting needs
 * one, signed in with the invited address.
 */

const tags = ['Invitations'];
const estateParams = idParamsFor('Estate not found');
const invitationParams = idParamsFor('Invitation not found');

export function invitationRoutes(fastify: FastifyInstance, { auth, db, config }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/estates/:id/invitations',
    {
      schema: {
        operationId: 'createInvitation',
        summary:
          'Invite someone to an estate by email as co-executor, beneficiary or lawyer (a single-use link that expires in 14 days); inviting an address already waiting sends it again',
        tags,
        params: estateParams,
        headers: idempotencyHeaders,
        body: createInvitationSchema,
        response: { 200: invitationDtoSchema, 201: invitationDtoSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      // A retry is answered the first answer and sends no second email (a new link would void the first).
      const body = await createOnce<Awaited<ReturnType<typeof createInvitation>>>(
        db,
        request,
        reply,
        actor,
        (remember) =>
          createInvitation(db, actor, request.params.id, request.body, config.publicUrl, remember),
        () => requireEstate(db, actor, request.params.id),
      );
      const { invitation, resent } = body;
      return reply.status(resent ? 200 : 201).send(invitation);
    },
  );

  app.get(
    '/api/estates/:id/invitations',
    {
      schema: {
        operationId: 'listEstateInvitations',
        summary: "An estate's invitations (pending, accepted, expired, revoked), newest first",
        tags,
        params: estateParams,
        response: { 200: invitationListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return listInvitations(db, actor, { estateId: request.params.id });
    },
  );

  app.get(
    '/api/invitations',
    {
      schema: {
        operationId: 'listInvitations',
        summary: 'The invitations of every estate you run (or of one, with estateId), by role and status',
        tags,
        querystring: invitationListQuerySchema,
        response: { 200: invitationListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return listInvitations(db, actor, request.query);
    },
  );

  app.post(
    '/api/invitations/:id/resend',
    {
      schema: {
        operationId: 'resendInvitation',
        summary: 'Send an invitation again: a new link (the old one stops working) and 14 more days',
        tags,
        params: invitationParams,
        response: { 200: invitationDtoSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return resendInvitation(db, actor, request.params.id, config.publicUrl);
    },
  );

  app.post(
    '/api/invitations/:id/revoke',
    {
      schema: {
        operationId: 'revokeInvitation',
        summary: 'Withdraw an invitation not yet accepted: its link stops working',
        tags,
        params: invitationParams,
        response: { 200: invitationDtoSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      return revokeInvitation(db, actor, request.params.id);
    },
  );

  app.get(
    '/api/invitation-links/:token',
    {
      schema: {
        operationId: 'getInvitationByToken',
        summary:
          'The invitation a link opens (no session needed): the estate, role, inviter, invited address and status',
        tags,
        params: invitationTokenParamsSchema,
        response: { 200: invitationByTokenSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getInvitationByToken(db, request.params.token);
    },
  );

  app.post(
    '/api/invitation-links/:token/accept',
    {
      schema: {
        operationId: 'acceptInvitation',
        summary:
          'Accept an invitation signed in with the invited address and an account of the type the role needs; single use',
        tags,
        params: invitationTokenParamsSchema,
        response: { 200: acceptedInvitationSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return acceptInvitation(db, actor, request.params.token, config.publicUrl);
    },
  );

  app.get(
    '/api/executors/overview',
    {
      schema: {
        operationId: 'listExecutorOverview',
        summary:
          'The Executors screen: the executors of the estates you may see, with contact, status and estates; search, filters and sort',
        tags: ['Estates'],
        querystring: executorOverviewQuerySchema,
        response: { 200: executorOverviewSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'executors:view');
      return listExecutorOverview(db, actor, request.query);
    },
  );
}
