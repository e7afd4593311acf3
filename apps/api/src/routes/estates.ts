import type { FastifyInstance } from 'fastify';
import {
  createEstateSchema,
  estateListQuerySchema,
  updateEstateSchema,
  type Estate,
  type EstateDetail,
  type EstateList,
  type EstateOptions,
  type ExecutorOption,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { parseId, parseInput } from '../lib/validate.js';
import { requireActor } from '../services/auth/actor.js';
import { cancelExecutorInvitation } from '../services/estates/cancel-executor-invitation.js';
import { createEstate } from '../services/estates/create-estate.js';
import { estateFor } from '../services/estates/estate-dto.js';
import { getEstate } from '../services/estates/get-estate.js';
import { listEstateOptions } from '../services/estates/list-estate-options.js';
import { listEstates } from '../services/estates/list-estates.js';
import { listExecutorOptions } from '../services/estates/list-executor-options.js';
import { listRecentEstates } from '../services/estates/list-recent-estates.js';
import { updateEstate } from '../services/estates/update-estate.js';
import { DOCUMENT_UPLOAD_TYPES } from '../services/files/file-types.js';
import { withUpload } from '../services/files/read-upload.js';

const NOT_FOUND = 'Estate not found';

export async function estateRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { auth, db } = deps;

  /** The new-estate wizard's one call: the estate, its documents and its starter tasks. */
  app.post('/api/estates', async (request, reply) => {
    const actor = await requireActor(auth, request, 'estate:create');
    const created = await withUpload(
      deps,
      request,
      { payload: createEstateSchema, maxFiles: 10, types: DOCUMENT_UPLOAD_TYPES },
      ({ input, files }) => createEstate(deps, actor, input, files),
    );
    return reply.status(201).send(created);
  });

  /** My Estates: estates the person may see, newest first, searched and paged on the server. */
  app.get('/api/estates', async (request): Promise<EstateList> => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    const q = parseInput(estateListQuerySchema, request.query);
    return listEstates(db, actor, q);
  });

  /** Recent Estates on the dashboard: active role links, newest first. */
  app.get('/api/estates/recent', async (request): Promise<{ items: Estate[] }> => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    return listRecentEstates(db, actor);
  });

  /** The estate picker: every estate the person may see, by the deceased's name. */
  app.get('/api/estates/options', async (request): Promise<EstateOptions> => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    return listEstateOptions(db, actor);
  });

  /** One estate, if the person may see it; 404 otherwise. */
  app.get('/api/estates/:id', async (request): Promise<EstateDetail> => {
    const actor = await requireActor(auth, request, 'dashboard:use');
    return getEstate(db, actor, parseId(request.params, NOT_FOUND));
  });
}

/**
 * PATCH an estate the person may see: executor, grant date, status, stage. Only the people who run
 * the estate (admin, lawyer, executor); the spec lets any viewer assign the executor, but a
 * beneficiary changing who administers the estate is not something we allow (decision 007).
 */
export async function estateUpdateRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.patch('/api/estates/:id', async (request): Promise<Estate> => {
    const actor = await requireActor(deps.auth, request, 'estate:manage');
    const input = parseInput(updateEstateSchema, request.body ?? {});
    const updated = await updateEstate(deps.db, actor, parseId(request.params, NOT_FOUND), input, {
      publicUrl: deps.config.publicUrl,
    });
    return estateFor(actor, updated);
  });

  /** Withdraws the invitation sent to an executor named by email who has no account yet. */
  app.delete('/api/estates/:id/executor-invitation', async (request, reply) => {
    const actor = await requireActor(deps.auth, request, 'estate:manage');
    await cancelExecutorInvitation(deps.db, actor, parseId(request.params, NOT_FOUND));
    return reply.status(204).send();
  });

  /**
   * The executor picker: the executors of estates the person may see, with their email (every
   * executor for an admin). Admins and lawyers only; nobody browses the platform's executors.
   */
  app.get('/api/executors', async (request): Promise<{ items: ExecutorOption[] }> => {
    const actor = await requireActor(deps.auth, request, 'executors:view');
    return listExecutorOptions(deps.db, actor);
  });
}
