import type { FastifyInstance } from 'fastify';
import { userAccessChangeSchema } from '@estate/domain';
import type { AppDeps } from '../../deps.js';
import { parseId, parseInput } from '../../lib/validate.js';
import { requireActor } from '../../services/auth/actor.js';
import { changeUserAccess } from '../../services/users/change-user-access.js';

/** Admin: a person's role and whether they may sign in (the Users screen builds on this). */
export async function adminUserRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.patch('/api/admin/users/:id', async (request) => {
    const actor = await requireActor(deps.auth, request, 'admin:access');
    const id = parseId(request.params, 'User not found');
    const change = parseInput(userAccessChangeSchema, request.body ?? {});
    return changeUserAccess(deps.db, actor, id, change);
  });
}
