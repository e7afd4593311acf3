import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsFor, noContent, recordListSchema } from '@estate/domain';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { idempotencyHeaders, idempotencyOf, idempotent } from '../lib/idempotency.js';
import { changeHeaders, ifMatchOf, sendEtag } from '../lib/versions.js';
import { requireEstate } from '../services/access/index.js';
import { recordRouteWords } from './record-route-words.js';
import { requireActor } from '../services/auth/actor.js';
import type { EstateRecordKind } from '../services/records/define-estate-record.js';
import { ESTATE_RECORD_KINDS } from '../services/records/kinds/index.js';
import { listEstateRecords } from '../services/records/list-estate-records.js';
import { deleteEstateRecord } from '../services/records/delete-estate-record.js';
import { getEstateRecord } from '../services/records/get-estate-record.js';
import { saveEstateRecord } from '../services/records/save-estate-record.js';

/*
 * Every estate record kind (services/records/kinds) as the same five routes and a list across
 * estates. Reading needs `dashboard:use` and an estate the actor may see; changing needs
 * `estate:manage` (decision 007). Ids the schema refuses answer 404, as a record that isn't there.
 */

const estateParams = idParamsFor('Estate not found', 'estateId');
const crossEstateQuery = z.object({ estateId: z.uuid({ message: 'Estate not found' }).optional() });

/** The routes of one kind. */
function kindRoutes(app: FastifyInstance, { auth, db }: AppDeps, kind: EstateRecordKind): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const list = recordListSchema(kind.dto, kind.summary);
  const { names, a, opId } = recordRouteWords(kind.texts);
  const tags = [kind.tag];
  const base = `/api/estates/:estateId/${kind.path}`;
  const recordParams = estateParams.extend(idParamsFor(kind.texts.notFound).shape);

  api.get(
    `/api/${kind.path}`,
    {
      schema: {
        operationId: opId('listAll', names.many),
        summary: `The ${names.many} of every estate you may see (or of one, with estateId)`,
        tags,
        querystring: kind.listQuery.extend(crossEstateQuery.shape),
        response: { 200: list },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, kind.readPermission ?? 'dashboard:use');
      const { estateId, ...query } = request.query as z.output<typeof kind.listQuery> & { estateId?: string };
      return listEstateRecords(db, actor, kind, query as never, estateId);
    },
  );

  api.get(
    base,
    {
      schema: {
        operationId: opId('list', names.many),
        summary: `The ${names.many} of an estate: searched, filtered, sorted and paged, with the summary`,
        tags,
        params: estateParams,
        querystring: kind.listQuery,
        response: { 200: list },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, kind.readPermission ?? 'dashboard:use');
      return listEstateRecords(db, actor, kind, request.query as never, request.params.estateId);
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
      const actor = await requireActor(auth, request, kind.readPermission ?? 'dashboard:use');
      const record = await getEstateRecord(db, actor, kind, request.params.estateId, request.params.id);
      sendEtag(reply, record as { version: number });
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
        params: estateParams,
        headers: idempotencyHeaders,
        body: kind.input,
        response: { 201: kind.dto },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'estate:manage');
      const { estateId } = request.params;
      const scope = idempotencyOf(request, actor);
      // Access first, even for a retry: someone taken off the estate is not answered its record.
      if (scope) await requireEstate(db, actor, estateId);
      const answer = await idempotent(db, scope, 201, (remember) =>
        saveEstateRecord(db, actor, kind, estateId, null, request.body, remember),
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      sendEtag(reply, answer.body as { version: number });
      return reply.status(201).send(answer.body);
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
      const actor = await requireActor(auth, request, 'estate:manage');
      const { estateId, id } = request.params;
      const change = { id, expected: ifMatchOf(request) };
      const saved = await saveEstateRecord(db, actor, kind, estateId, change, request.body);
      sendEtag(reply, saved as { version: number });
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
      const actor = await requireActor(auth, request, 'estate:manage');
      await deleteEstateRecord(
        db,
        actor,
        kind,
        request.params.estateId,
        request.params.id,
        ifMatchOf(request),
      );
      return reply.status(204).send(null);
    },
  );
}

export function estateRecordRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const kind of ESTATE_RECORD_KINDS) kindRoutes(app, deps, kind);
}
