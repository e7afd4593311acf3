import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createEstateSchema,
  estateCreatedSchema,
  estateDetailSchema,
  estateListQuerySchema,
  estateListSchema,
  estateOptionsSchema,
  estatePeopleSchema,
  estatePresenceSchema,
  estateSchema,
  executorOptionListSchema,
  idParamsFor,
  noContent,
  recentEstatesSchema,
  updateEstateSchema,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { estatePeople, requireEstate } from '../services/access/index.js';
import { cancelExecutorInvitation } from '../services/estates/cancel-executor-invitation.js';
import { createEstate } from '../services/estates/create-estate.js';
import { estateFor } from '../services/estates/estate-dto.js';
import { getEstate } from '../services/estates/get-estate.js';
import { listEstateOptions } from '../services/estates/list-estate-options.js';
import { listEstates } from '../services/estates/list-estates.js';
import { listExecutorOptions } from '../services/estates/list-executor-options.js';
import { listRecentEstates } from '../services/estates/list-recent-estates.js';
import { updateEstate } from '../services/estates/update-estate.js';
import { markGone, markPresent, whoElseIsHere } from '../services/estates/presence.js';
import { changeHeaders, ifMatchOf, sendEtag } from '../lib/versions.js';
import { DOCUMENT_UPLOAD_TYPES } from '../services/files/file-types.js';
import { idempotentUpload } from '../services/files/read-upload.js';
import { idempotencyHeaders, idempotencyOf, markReplayed } from '../lib/idempotency.js';

const estateParams = idParamsFor('Estate not found');
const peopleParams = idParamsFor('Estate not found', 'estateId');
const tags = ['Estates'];

export function estateRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = deps;

  /** The new-estate wizard's one call: the estate, its documents and its starter tasks. */
  app.post(
    '/api/estates',
    {
      schema: {
        operationId: 'createEstate',
        multipartForm: { payload: createEstateSchema, files: 'documents', maxFiles: 10, uploadIds: true },
        summary:
          'Open an estate with its documents and starter tasks (multipart: `payload` JSON and files, or their `uploadId`s from POST /api/uploads)',
        tags,
        headers: idempotencyHeaders,
        response: { 201: estateCreatedSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:create');
      const answer = await idempotentUpload<
        typeof createEstateSchema,
        Awaited<ReturnType<typeof createEstate>>
      >(
        deps,
        request,
        idempotencyOf(request, actor),
        201,
        { payload: createEstateSchema, maxFiles: 10, types: DOCUMENT_UPLOAD_TYPES, uploaderId: actor.id },
        ({ input, files }, remember) => createEstate(deps, actor, input, files, undefined, remember),
      );
      markReplayed(reply, answer);
      return reply.status(201).send(answer.body);
    },
  );

  /** My Estates: estates the person may see, newest first, searched and paged on the server. */
  app.get(
    '/api/estates',
    {
      schema: {
        operationId: 'listEstates',
        summary: 'My Estates: the estates you may see, searched, filtered and paged',
        tags,
        querystring: estateListQuerySchema,
        response: { 200: estateListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return listEstates(db, actor, request.query);
    },
  );

  /** Recent Estates on the dashboard: the estates you may see (all for an admin), latest updated first. */
  app.get(
    '/api/estates/recent',
    {
      schema: {
        operationId: 'listRecentEstates',
        summary: 'The five most recently updated estates you may see (all estates for an admin)',
        tags,
        response: { 200: recentEstatesSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return listRecentEstates(db, actor);
    },
  );

  /** The estate picker: every estate the person may see, by the deceased's name. */
  app.get(
    '/api/estates/options',
    {
      schema: {
        operationId: 'listEstateOptions',
        summary: "Every estate you may see, by the deceased's name, for an estate picker",
        tags,
        response: { 200: estateOptionsSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return listEstateOptions(db, actor);
    },
  );

  /** The people on an estate (its lawyer, executor, linked users): whom a milestone may be given to. */
  app.get(
    '/api/estates/:estateId/people',
    {
      schema: {
        operationId: 'listEstatePeople',
        summary: "The people on an estate: its lawyer, its executor's account and the users linked to it",
        tags,
        params: peopleParams,
        response: { 200: estatePeopleSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      const estate = await requireEstate(db, actor, request.params.estateId);
      return estatePeople(db, estate.id);
    },
  );

  /** One estate, if the person may see it; 404 otherwise. */
  app.get(
    '/api/estates/:id',
    {
      schema: {
        operationId: 'getEstate',
        summary: 'One estate with its progress, executor and tasks',
        tags,
        params: estateParams,
        response: { 200: estateDetailSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      const estate = await getEstate(db, actor, request.params.id);
      // The estate's own version (decision 060): what a PATCH sends back as If-Match.
      sendEtag(reply, estate);
      return estate;
    },
  );
}

/**
 * Who else has the estate open now (decision 062): the estate page marks the person present every
 * 20 seconds (PUT), leaves (DELETE) and asks who else is here (GET). Those who run the estate only.
 */
export function estatePresenceRoutes(fastify: FastifyInstance, { auth, db }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Estates'];
  const params = idParamsFor('Estate not found', 'estateId');
  app.get(
    '/api/estates/:estateId/presence',
    {
      schema: {
        operationId: 'getEstatePresence',
        summary: 'Who else has this estate open now (those who run it)',
        tags,
        params,
        response: { 200: estatePresenceSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      void reply.header('cache-control', 'no-store');
      return whoElseIsHere(db, actor, request.params.estateId);
    },
  );
  app.put(
    '/api/estates/:estateId/presence',
    {
      schema: {
        operationId: 'markEstatePresence',
        summary: 'I have this estate open now (again every 20 seconds while it is)',
        tags,
        params,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      await markPresent(db, actor, request.params.estateId);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/api/estates/:estateId/presence',
    {
      schema: {
        operationId: 'leaveEstatePresence',
        summary: 'I have closed this estate',
        tags,
        params,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      await markGone(db, actor, request.params.estateId);
      return reply.status(204).send(null);
    },
  );
}

/**
 * PATCH an estate the person may see: executor, grant date, status, stage. Only the people who run
 * the estate (admin, lawyer, executor); the spec lets any viewer assign the executor, but a
 * beneficiary changing who administers the estate is not something we allow (decision 007).
 */
export function estateUpdateRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/api/estates/:id',
    {
      schema: {
        operationId: 'updateEstate',
        summary:
          'Change an estate: its executor, grant date, status or stage (If-Match: the ETag it was read at)',
        tags,
        params: estateParams,
        headers: changeHeaders,
        body: updateEstateSchema,
        response: { 200: estateSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(deps.auth, request, 'estate:manage');
      const updated = await updateEstate(deps.db, actor, request.params.id, request.body, {
        publicUrl: deps.config.publicUrl,
        expected: ifMatchOf(request),
      });
      const answer = estateFor(actor, updated);
      sendEtag(reply, answer);
      return answer;
    },
  );

  /** Withdraws the invitation sent to an executor named by email who has no account yet. */
  app.delete(
    '/api/estates/:id/executor-invitation',
    {
      schema: {
        operationId: 'cancelExecutorInvitation',
        summary: 'Withdraw the invitation waiting for an executor named by email',
        tags,
        params: estateParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(deps.auth, request, 'estate:manage');
      await cancelExecutorInvitation(deps.db, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  /**
   * The executor picker: the executors of estates the person may see, with their email (every
   * executor for an admin). Admins and lawyers only; nobody browses the platform's executors.
   */
  app.get(
    '/api/executors',
    {
      schema: {
        operationId: 'listExecutorOptions',
        summary: 'The executors of the estates you may see, for the executor picker',
        tags,
        response: { 200: executorOptionListSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(deps.auth, request, 'executors:view');
      return listExecutorOptions(deps.db, actor);
    },
  );
}
