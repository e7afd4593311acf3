import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeyCreatedSchema,
  type ApiKeyCreated,
  apiKeyInputSchema,
  apiKeyListSchema,
  idParamsFor,
  noContent,
  orgAnswerInputSchema,
  orgAnswerSchema,
  orgMeSchema,
  orgNotificationListQuerySchema,
  orgNotificationListSchema,
  orgNotificationSchema,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { createOnce, idempotencyHeaders, idempotencyOf } from '../lib/idempotency.js';
import { requireOrgAdmin, requireOrgMember, requireOrgPrincipal } from '../services/auth/org-principal.js';
import { contentTypeOfShortName, NOTIFICATION_UPLOAD_TYPES } from '../services/files/file-types.js';
import { createOrgKey, listOrgKeys, revokeOrgKey } from '../services/organisations/api-keys.js';
import { orgMe } from '../services/organisations/members.js';
import {
  acknowledgeOrgNotification,
  answerOrgNotification,
  getOrgDocument,
  getOrgNotification,
  listOrgNotifications,
} from '../services/organisations/org-notifications.js';

const tags = ['Organisation API'];
const both: { [scheme: string]: string[] }[] = [{ apiKey: [] }, { session: [] }];
const notificationParams = idParamsFor('Notification not found');
const keyParams = idParamsFor('API key not found');
const documentParams = notificationParams.extend({
  documentId: z.uuid({ message: 'Document not found' }),
});
const READ = 'notifications:read';
const ANSWER = 'notifications:answer';

/**
 * Organisations in the directory as members of the network (issue 44, decision 090): their people's
 * inbox and their API, the same calls with either a Bearer key or a member's session; and their
 * administrators' API keys. Who acts for which organisation is `requireOrgPrincipal` /
 * `requireOrgAdmin`; what they see is scoped by the access floor's `addressedTo`.
 */
export function orgRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, store } = deps;

  app.get(
    '/api/org/me',
    {
      schema: {
        operationId: 'getOrgMe',
        summary: 'The organisation a signed-in person acts for, and their role there (403 for anyone else)',
        tags,
        response: { 200: orgMeSchema },
      },
    },
    async (request) => orgMe(db, await requireOrgMember(deps, request)),
  );

  app.get(
    '/api/org/api-keys',
    {
      schema: {
        operationId: 'listOrgApiKeys',
        summary: "The organisation's API keys, revoked ones included (never a secret)",
        description: "For the organisation's administrators, signed in.",
        tags,
        response: { 200: apiKeyListSchema },
      },
    },
    async (request) => listOrgKeys(db, await requireOrgAdmin(deps, request)),
  );

  app.post(
    '/api/org/api-keys',
    {
      schema: {
        operationId: 'createOrgApiKey',
        summary: 'A new API key for the organisation: its secret is answered this once',
        description:
          'Scopes: `notifications:read` (list and read the notifications addressed to the organisation, and their documents), `notifications:answer` (acknowledge and answer them). Only the SHA-256 of the key is kept. A retry with the same Idempotency-Key is answered the same key without its secret.',
        tags,
        headers: idempotencyHeaders,
        body: apiKeyInputSchema.meta({
          example: {
            name: 'Estates team: case system',
            scopes: ['notifications:read', 'notifications:answer'],
          },
        }),
        response: { 201: apiKeyCreatedSchema },
      },
    },
    async (request, reply) => {
      const member = await requireOrgAdmin(deps, request);
      const created = await createOnce<ApiKeyCreated>(db, request, reply, { id: member.userId }, (remember) =>
        createOrgKey(db, member, request.body, remember),
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/org/api-keys/:id',
    {
      schema: {
        operationId: 'revokeOrgApiKey',
        summary: 'Revoke an API key: its next request answers 401',
        tags,
        params: keyParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await revokeOrgKey(db, await requireOrgAdmin(deps, request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/org/v1/notifications',
    {
      schema: {
        operationId: 'listOrgNotifications',
        summary: 'The notifications addressed to the organisation, newest first, by cursor',
        description:
          'Each item is the organisation’s own row of a notification: its `id` is what the other calls take. Send `nextCursor` back as `after` for the next page.',
        tags,
        security: both,
        querystring: orgNotificationListQuerySchema,
        response: { 200: orgNotificationListSchema },
      },
    },
    async (request) =>
      listOrgNotifications(db, await requireOrgPrincipal(deps, request, READ), request.query),
  );

  app.get(
    '/api/org/v1/notifications/:id',
    {
      schema: {
        operationId: 'getOrgNotification',
        summary:
          'One notification addressed to the organisation, with its documents, answers and the family’s replies',
        tags,
        security: both,
        params: notificationParams,
        response: { 200: orgNotificationSchema },
      },
    },
    async (request) =>
      getOrgNotification(db, await requireOrgPrincipal(deps, request, READ), request.params.id),
  );

  app.get(
    '/api/org/v1/notifications/:id/documents/:documentId',
    {
      schema: {
        produces: [...NOTIFICATION_UPLOAD_TYPES],
        operationId: 'getOrgNotificationDocument',
        summary: 'A document the family sent with the notification (or with a reply to this organisation)',
        tags,
        security: both,
        params: documentParams,
      },
    },
    async (request, reply) => {
      const principal = await requireOrgPrincipal(deps, request, READ);
      const doc = await getOrgDocument(db, principal, request.params.id, request.params.documentId);
      return reply
        .type(contentTypeOfShortName(doc.documentType))
        .header('content-disposition', contentDisposition(doc.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(store.read(doc.storageKey));
    },
  );

  app.post(
    '/api/org/v1/notifications/:id/acknowledge',
    {
      schema: {
        operationId: 'acknowledgeOrgNotification',
        summary: 'Acknowledge receipt (the family is told); again, or once answered, changes nothing',
        tags,
        security: both,
        headers: idempotencyHeaders,
        params: notificationParams,
        response: { 200: orgNotificationSchema },
      },
    },
    async (request) => {
      const principal = await requireOrgPrincipal(deps, request, ANSWER);
      // Acknowledging is the same however often it is sent: a key is checked, not needed.
      idempotencyOf(request, { id: principal.kind === 'key' ? principal.keyId : principal.userId });
      return acknowledgeOrgNotification(db, principal, request.params.id, config.publicUrl);
    },
  );

  app.post(
    '/api/org/v1/notifications/:id/answer',
    {
      schema: {
        operationId: 'answerOrgNotification',
        summary:
          'Answer a notification: no account held, accounts held (with each product), more information needed, released or closed',
        description: [
          '`no_account_held` closes the organisation’s row: a negative confirmation, unlike a silence.',
          '`accounts_held` lists each product with its type, a masked reference (no more than 4 digits in clear), `balanceCents` at the date of death in NZD (negative for a debt), `asAt`, and whether the organisation releases it without a grant under s65 of the Administration Act 1969 and up to what (`releaseLimitCents`). On a notification that belongs to an estate, each product is proposed to the estate as an asset or a liability.',
          '`more_information_needed` lists what is needed; the family replies through NotifyFlow.',
          '`released` or `closed` when the organisation has finished.',
          'A completed notification takes no more answers (409). With `Idempotency-Key`, the same answer sent again is answered the first (`Idempotent-Replayed: true`); another answer under the same key is a 422.',
        ].join('\n\n'),
        tags,
        security: both,
        headers: idempotencyHeaders,
        params: notificationParams,
        body: orgAnswerInputSchema,
        response: { 201: orgAnswerSchema },
      },
    },
    async (request, reply) => {
      const principal = await requireOrgPrincipal(deps, request, ANSWER);
      const scope = idempotencyOf(request, {
        id: principal.kind === 'key' ? principal.keyId : principal.userId,
      });
      const { answer, replayed } = await answerOrgNotification(
        db,
        principal,
        request.params.id,
        request.body,
        {
          idempotencyKey: scope?.key ?? null,
          publicUrl: config.publicUrl,
        },
      );
      if (replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer);
    },
  );
}
