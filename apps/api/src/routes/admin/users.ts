import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsFor,
  userAccessChangeSchema,
  userAccessResultSchema,
  type UserAccessResult,
} from '@estate/domain';
import type { AppDeps } from '../../deps.js';
import { requireActor } from '../../services/auth/actor.js';
import { changeUserAccess } from '../../services/users/change-user-access.js';

/** Admin: a person's role and whether they may sign in (the Users screen builds on this). */
export async function adminUserRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = {
    operationId: 'changeUserAccess',
    summary: "Change an account's role or whether it may sign in",
    tags: ['Admin: users'],
    params: idParamsFor('User not found'),
    body: userAccessChangeSchema,
    response: { 200: userAccessResultSchema },
  };
  app.patch('/api/admin/users/:id', { schema }, async (request) => {
    const actor = await requireActor(deps.auth, request, 'admin:access');
    const result = await changeUserAccess(deps.db, actor, request.params.id, request.body);
    // The column is text; the answer's schema checks it is one of ROLES as it is sent.
    return result as UserAccessResult;
  });
}
