import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsFor, listCursorQuerySchema, noContent, recordListSchema } from '@estate/domain';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { createOnce, idempotencyHeaders } from '../lib/idempotency.js';
import { changeHeaders, ifMatchOf, sendEtag } from '../lib/versions.js';
import { recordRouteWords } from './record-route-words.js';
import { requireActor } from '../services/auth/actor.js';
import { PLATFORM_RECORD_KINDS } from '../services/back-office/kinds/index.js';
import { versionOf, type AnyRecordKind } from '../services/records/define-record.js';
import { ESTATE_RECORD_KINDS } from '../services/records/kinds/index.js';
import { deleteRecord, getRecord, listRecords, openPlace, saveRecord } from '../services/records/kit.js';

/*
 * Every kind of the records kit (decision 063) as the same five routes: an estate's records under
 * `/api/estates/:estateId/<path>` (and a list across estates at `/api/<path>`), the platform's at
 * `/api/<path>`. Reading needs the kind's read permission and a place the actor may reach; changing
 * its write permission. Ids the schema refuses answer 404, as a record that isn't there.
 */

const estateParams = idParamsFor('Estate not found', 'estateId');
const noParams = z.object({});
const crossEstateQuery = z.object({ estateId: z.uuid({ message: 'Estate not found' }).optional() });

/** The routes of one kind. */
function kindRoutes(app: FastifyInstance, deps: AppDeps, kind: AnyRecordKind): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = deps;
  const { place } = kind;
  const inEstate = place.of === 'estate';
  const list = recordListSchema(kind.dto, kind.summary);
  const { names, a, opId } = recordRouteWords(kind.texts);
  const tags = [kind.tag];
  const base = inEstate ? `/api/estates/:estateId/${kind.path}` : `/api/${kind.path}`;
  const params = inEstate ? estateParams : noParams;
  const recordParams = params.extend(idParamsFor(kind.texts.notFound).shape);
  /** The place a request names: its estate, or the platform. */
  const atOf = (params: unknown) => (inEstate ? (params as { estateId: string }).estateId : null);

  if (inEstate)
    api.get(
      `/api/${kind.path}`,
      {
        schema: {
          operationId: opId('listAll', names.many),
          summary: `The ${names.many} of every estate you may see (or of one, with estateId)`,
          tags,
          querystring: kind.listQuery.extend({ ...listCursorQuerySchema.shape, ...crossEstateQuery.shape }),
          response: { 200: list },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request, place.read);
        const { estateId, ...query } = request.query as { estateId?: string };
        return listRecords(db, actor, kind, query as never, estateId);
      },
    );

  api.get(
    base,
    {
      schema: {
        operationId: opId('list', names.many),
        summary: inEstate
          ? `The ${names.many} of an estate: searched, filtered, sorted and paged, with the summary`
          : `The ${names.many}: searched, filtered, sorted and paged, with the summary`,
        tags,
        ...(inEstate ? { params } : {}),
        querystring: kind.listQuery.extend(listCursorQuerySchema.shape),
        response: { 200: list },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, place.read);
      return listRecords(db, actor, kind, request.query as never, atOf(request.params));
    },
  );

  api.get(
    `${base}/:id`,
    {
      schema: {
        operationId: opId('get', names.one),
        summary: `One ${names.one}`,
        tags,
        params: recordParams,
        response: { 200: kind.dto },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, place.read);
      const { id } = request.params;
      const record = await getRecord(db, actor, kind, atOf(request.params), id);
      sendEtag(reply, { version: versionOf(kind, record) });
      return record;
    },
  );

  api.post(
    base,
    {
      schema: {
        operationId: opId('create', names.one),
        summary: `Add ${a} ${names.one}`,
        tags,
        ...(inEstate ? { params } : {}),
        headers: idempotencyHeaders,
        body: kind.input,
        response: { 201: kind.dto },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, place.write);
      const at = atOf(request.params);
      const body = await createOnce(
        db,
        request,
        reply,
        actor,
        (remember) => saveRecord(deps, actor, kind, at, null, request.body, remember),
        () => openPlace(db, actor, kind, at),
      );
      sendEtag(reply, { version: versionOf(kind, body) });
      return reply.status(201).send(body);
    },
  );

  api.put(
    `${base}/:id`,
    {
      schema: {
        operationId: opId('update', names.one),
        summary: `Change ${a} ${names.one} (send the whole record, and If-Match: the ETag it was read at)`,
        tags,
        params: recordParams,
        headers: changeHeaders,
        body: kind.input,
        response: { 200: kind.dto },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, place.write);
      const { id } = request.params;
      const change = { id, expected: ifMatchOf(request) };
      const saved = await saveRecord(deps, actor, kind, atOf(request.params), change, request.body);
      sendEtag(reply, { version: versionOf(kind, saved) });
      return saved;
    },
  );

  api.delete(
    `${base}/:id`,
    {
      schema: {
        operationId: opId('delete', names.one),
        summary: `Remove ${a} ${names.one} (If-Match: the ETag it was read at)`,
        tags,
        params: recordParams,
        headers: changeHeaders,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, place.write);
      const { id } = request.params;
      await deleteRecord(deps, actor, kind, atOf(request.params), id, ifMatchOf(request));
      return reply.status(204).send(null);
    },
  );
}

/** Every kind of an estate's records (services/records/kinds). */
export function estateRecordRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const kind of ESTATE_RECORD_KINDS) kindRoutes(app, deps, kind);
}

/** Every kind of the platform's records (services/back-office/kinds). */
export function platformRecordRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const kind of PLATFORM_RECORD_KINDS) kindRoutes(app, deps, kind);
}
