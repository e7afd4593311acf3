import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiKeyCreatedSchema,
  apiKeyInputSchema,
  apiKeyListSchema,
  FIRM_KEY_SCOPES,
  firmDocumentListSchema,
  firmEstateListQuerySchema,
  firmEstateListSchema,
  firmEstateSchema,
  firmNoteInputSchema,
  firmNoteSchema,
  firmPageQuerySchema,
  firmTaskInputSchema,
  firmTaskListSchema,
  firmTaskSchema,
  idParamsFor,
  noContent,
  type ApiKeyCreated,
  type FirmTask,
  type NoteDto,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import {
  createOnce,
  idempotencyHeaders,
  idempotencyOf,
  idempotent,
  markReplayed,
} from '../lib/idempotency.js';
import { noteRequestApiKey } from '../lib/request-context.js';
import { requireFirmKeyEstate } from '../services/access/index.js';
import { createKey, listKeys, revokeKey } from '../services/api-keys/manage-keys.js';
import {
  requireFirmKeyPrincipal,
  requireFirmLawyer,
  type FirmKeyPrincipal,
} from '../services/auth/firm-principal.js';
import {
  getFirmEstate,
  listFirmDocuments,
  listFirmEstates,
  listFirmTasks,
} from '../services/firms/firm-estates.js';
import { addFirmNote, createFirmTask } from '../services/firms/firm-writes.js';

const tags = ['Firm API'];
const apiKey: { [scheme: string]: string[] }[] = [{ apiKey: [] }];
const keyParams = idParamsFor('API key not found');
const estateParams = idParamsFor('Estate not found');
const SCOPE_WORDS = FIRM_KEY_SCOPES.map((s) => `\`${s.value}\` (${s.label.toLowerCase()})`).join(', ');

/**
 * Law firms on the platform's API (issue 44, decision 090 "Firm keys"): the firm's lawyers, signed
 * in, make and revoke the firm's API keys (`requireFirmLawyer`); a key reads the firm's estates,
 * their tasks and documents, and adds tasks and notes (`/api/firm/v1/…`, `requireFirmKeyPrincipal`),
 * acting as the lawyer who made it. What a key reaches is the access floor's `firmKeyEstates`.
 */
export function firmRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;

  /** The key of a v1 request, with the scope it needs; its id goes into the request's audit events. */
  const keyFor = async (request: FastifyRequest, scope: string): Promise<FirmKeyPrincipal> => {
    const key = await requireFirmKeyPrincipal(db, request, scope);
    noteRequestApiKey(key.keyId);
    return key;
  };

  /**
   * A v1 create once per Idempotency-Key (decision 061), kept per key: the scope is the lawyer the
   * key acts as, and the header's key is prefixed with the API key's id, so two keys of one lawyer
   * never answer each other's creates.
   */
  async function createOnceByKey<T>(
    request: FastifyRequest,
    reply: Parameters<typeof markReplayed>[0],
    key: FirmKeyPrincipal,
    estateId: string,
    create: Parameters<typeof idempotent<T>>[3],
  ): Promise<T> {
    const scope = idempotencyOf(request, key.actor);
    // The estate first, even for a retry: a replay answers nothing of an estate the key no longer reaches.
    if (scope) await requireFirmKeyEstate(db, key, estateId);
    const answer = await idempotent<T>(
      db,
      scope && { ...scope, key: `${key.keyId}:${scope.key}` },
      201,
      create,
    );
    markReplayed(reply, answer);
    return answer.body;
  }

  app.get(
    '/api/firm/api-keys',
    {
      schema: {
        operationId: 'listFirmApiKeys',
        summary: "The firm's API keys, revoked ones included (never a secret)",
        description: "For the firm's lawyers, signed in.",
        tags,
        response: { 200: apiKeyListSchema },
      },
    },
    async (request) => {
      const lawyer = await requireFirmLawyer(deps, request);
      return listKeys(db, { firmId: lawyer.firmId });
    },
  );

  app.post(
    '/api/firm/api-keys',
    {
      schema: {
        operationId: 'createFirmApiKey',
        summary: 'A new API key for the firm: its secret is answered this once',
        description: `For the firm's lawyers, signed in. The key acts as the lawyer who made it, on the firm's estates only, and stops working when they leave the firm. Scopes: ${SCOPE_WORDS}. Only the SHA-256 of the key is kept. A retry with the same Idempotency-Key is answered the same key without its secret.`,
        tags,
        headers: idempotencyHeaders,
        body: apiKeyInputSchema.meta({
          example: {
            name: 'Practice management',
            scopes: ['estates:read', 'tasks:read', 'documents:read', 'tasks:write', 'notes:write'],
          },
        }),
        response: { 201: apiKeyCreatedSchema },
      },
    },
    async (request, reply) => {
      const lawyer = await requireFirmLawyer(deps, request);
      const created = await createOnce<ApiKeyCreated>(db, request, reply, { id: lawyer.userId }, (remember) =>
        createKey(db, { firmId: lawyer.firmId }, lawyer, request.body, FIRM_KEY_SCOPES, remember),
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/firm/api-keys/:id',
    {
      schema: {
        operationId: 'revokeFirmApiKey',
        summary: 'Revoke one of the firm’s API keys: its next request answers 401',
        tags,
        params: keyParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const lawyer = await requireFirmLawyer(deps, request);
      await revokeKey(db, { firmId: lawyer.firmId }, lawyer, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/firm/v1/estates',
    {
      schema: {
        operationId: 'listFirmEstates',
        summary: "The firm's estates, newest first, by cursor (scope estates:read)",
        description: 'Send `nextCursor` back as `after` for the next page.',
        tags,
        security: apiKey,
        querystring: firmEstateListQuerySchema,
        response: { 200: firmEstateListSchema },
      },
    },
    async (request) => listFirmEstates(db, await keyFor(request, 'estates:read'), request.query),
  );

  app.get(
    '/api/firm/v1/estates/:id',
    {
      schema: {
        operationId: 'getFirmEstate',
        summary: "One of the firm's estates (scope estates:read); any other estate is 404",
        tags,
        security: apiKey,
        params: estateParams,
        response: { 200: firmEstateSchema },
      },
    },
    async (request) => getFirmEstate(db, await keyFor(request, 'estates:read'), request.params.id),
  );

  app.get(
    '/api/firm/v1/estates/:id/tasks',
    {
      schema: {
        operationId: 'listFirmEstateTasks',
        summary: "An estate's tasks in the order they were added, by cursor (scope tasks:read)",
        tags,
        security: apiKey,
        params: estateParams,
        querystring: firmPageQuerySchema,
        response: { 200: firmTaskListSchema },
      },
    },
    async (request) =>
      listFirmTasks(db, await keyFor(request, 'tasks:read'), request.params.id, request.query),
  );

  app.get(
    '/api/firm/v1/estates/:id/documents',
    {
      schema: {
        operationId: 'listFirmEstateDocuments',
        summary:
          "An estate's documents (their details, not the files), newest first, by cursor (scope documents:read)",
        tags,
        security: apiKey,
        params: estateParams,
        querystring: firmPageQuerySchema,
        response: { 200: firmDocumentListSchema },
      },
    },
    async (request) =>
      listFirmDocuments(db, await keyFor(request, 'documents:read'), request.params.id, request.query),
  );

  app.post(
    '/api/firm/v1/estates/:id/tasks',
    {
      schema: {
        operationId: 'createFirmEstateTask',
        summary: 'Add a task to one of the firm’s estates, as the key’s lawyer (scope tasks:write)',
        description:
          'Given to the lawyer who made the key unless `assignedToUserId` names someone linked to the estate (who is notified). With `Idempotency-Key`, the same request again is answered the first task (`Idempotent-Replayed: true`); another body under the same key is a 422.',
        tags,
        security: apiKey,
        headers: idempotencyHeaders,
        params: estateParams,
        body: firmTaskInputSchema,
        response: { 201: firmTaskSchema },
      },
    },
    async (request, reply) => {
      const key = await keyFor(request, 'tasks:write');
      const task = await createOnceByKey<FirmTask>(request, reply, key, request.params.id, (remember) =>
        createFirmTask(db, key, request.params.id, request.body, { publicUrl: config.publicUrl }, remember),
      );
      return reply.status(201).send(task);
    },
  );

  app.post(
    '/api/firm/v1/estates/:id/notes',
    {
      schema: {
        operationId: 'createFirmEstateNote',
        summary: 'Add a note to one of the firm’s estates, written as the key’s lawyer (scope notes:write)',
        description:
          'The app’s own note: its author is the lawyer who made the key, and the audit trail names the key. With `Idempotency-Key`, as for tasks.',
        tags,
        security: apiKey,
        headers: idempotencyHeaders,
        params: estateParams,
        body: firmNoteInputSchema,
        response: { 201: firmNoteSchema },
      },
    },
    async (request, reply) => {
      const key = await keyFor(request, 'notes:write');
      const note = await createOnceByKey<NoteDto>(request, reply, key, request.params.id, (remember) =>
        addFirmNote({ db, config }, key, request.params.id, request.body, remember),
      );
      return reply.status(201).send(note);
    },
  );
}
