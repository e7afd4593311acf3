import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsFor,
  noContent,
  organisationMemberInputSchema,
  organisationMemberListSchema,
  organisationMemberSchema,
} from '@estate/domain';
import type { AppDeps } from '../../deps.js';
import { requireActor } from '../../services/auth/actor.js';
import { addMember, listMembers, removeMember } from '../../services/organisations/members.js';

const tags = ['Admin: NotifyFlow'];
const institutionParams = idParamsFor('Institution not found');
const memberParams = institutionParams.extend({ memberId: z.uuid({ message: 'Member not found' }) });

/** The back office adds and removes the people of an organisation in the directory (issue 44). */
export function adminOrganisationMemberRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db, config } = deps;
  const admin = (request: Parameters<typeof requireActor>[1]) => requireActor(auth, request, 'admin:access');

  app.get(
    '/api/admin/institutions/:id/members',
    {
      schema: {
        operationId: 'listOrganisationMembers',
        summary: 'The people of an organisation, by email, with whether each has an account yet',
        tags,
        params: institutionParams,
        response: { 200: organisationMemberListSchema },
      },
    },
    async (request) => {
      await admin(request);
      return listMembers(db, request.params.id);
    },
  );

  app.post(
    '/api/admin/institutions/:id/members',
    {
      schema: {
        operationId: 'addOrganisationMember',
        summary: 'Add a person to an organisation by email (they are emailed how to sign in to its inbox)',
        description:
          'Whoever signs in with this email, once verified, acts for the organisation: `admin` may also create its API keys and webhooks. Sending an email already on the list changes its role; one on another organisation’s list is a 409.',
        tags,
        params: institutionParams,
        body: organisationMemberInputSchema.meta({
          example: { email: 'estates@anz.example.nz', name: 'Estates team', role: 'admin' },
        }),
        response: { 201: organisationMemberSchema },
      },
    },
    async (request, reply) => {
      const actor = await admin(request);
      const member = await addMember(db, actor.id, request.params.id, request.body, config.publicUrl);
      return reply.status(201).send(member);
    },
  );

  app.delete(
    '/api/admin/institutions/:id/members/:memberId',
    {
      schema: {
        operationId: 'removeOrganisationMember',
        summary: 'Take a person off an organisation: its inbox closes to them at once',
        tags,
        params: memberParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const actor = await admin(request);
      await removeMember(db, actor.id, request.params.id, request.params.memberId);
      return reply.status(204).send(null);
    },
  );
}
