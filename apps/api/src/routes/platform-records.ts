import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsFor, noContent, recordListSchema } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { idempotencyHeaders, idempotencyOf, idempotent } from '../lib/idempotency.js';
import { changeHeaders, ifMatchOf, sendEtag } from '../lib/versions.js';
import { recordRouteWords } from './record-route-words.js';
import { requireActor } from '../services/auth/actor.js';
import { PLATFORM_RECORD_KINDS } from '../services/back-office/kinds/index.js';
import type { PlatformRecordKind } from '../services/records/define-platform-record.js';
import {
  deletePlatformRecord,
  getPlatformRecord,
  listPlatformRecords,
  savePlatformRecord,
} from '../services/records/platform-records.js';

/*
 * Every platform record kind (services/back-office/kinds) as the same five routes at `/api/<path>`:
 * reading needs the kind's read permission, changing its write permission (both `admin:access`
 * unless the kind says otherwise). Ids the schema refuses answer 404, as a record that isn't there.
 */

function kindRoutes(app: FastifyInstance, { auth, db, config }: AppDeps, kind: PlatformRecordKind) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const list = recordListSchema(kind.dto, kind.summary);
  const { names, a, opId } = recordRouteWords(kind.texts);
  const tags = [kind.tag];
  const base = `/api/${kind.path}`;
  const params = idParamsFor(kind.texts.notFound);
  const read = kind.readPermission ?? 'admin:access';
  const write = kind.writePermission ?? 'admin:access';

  api.get(
    base,
    {
      schema: {
        operationId: opId('list', names.many),
        summary: `The ${names.many}: searched, filtered, sorted and paged, with the summary`,
        tags,
        querystring: kind.listQuery,
        response: { 200: list },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, read);
      return listPlatformRecords(db, actor, kind, request.query as never);
    },
  );

  api.get(
    `${base}/:id`,
    {
      schema: {
        operationId: opId('get', names.one),
        summary: `One ${names.one}`,
        tags,
        params,
        response: { 200: kind.dto },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, read);
      const record = await getPlatformRecord(db, actor, kind, request.params.id);
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
        headers: idempotencyHeaders,
        body: kind.input,
        response: { 201: kind.dto },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, write);
      const answer = await idempotent(db, idempotencyOf(request, actor), 201, (remember) =>
        savePlatformRecord({ db, config }, actor, kind, null, request.body, remember),
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
        params,
        headers: changeHeaders,
        body: kind.input,
        response: { 200: kind.dto },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, write);
      const change = { id: request.params.id, expected: ifMatchOf(request) };
      const saved = await savePlatformRecord({ db, config }, actor, kind, change, request.body);
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
        params,
        headers: changeHeaders,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, write);
      await deletePlatformRecord({ db, config }, actor, kind, request.params.id, ifMatchOf(request));
      return reply.status(204).send(null);
    },
  );
}

export function platformRecordRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const kind of PLATFORM_RECORD_KINDS) kindRoutes(app, deps, kind);
}
