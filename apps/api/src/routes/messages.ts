import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsFor,
  MESSAGE_TEXTS,
  messageSchema,
  messageSummarySchema,
  messageThreadCreatedSchema,
  messageThreadListQuerySchema,
  messageThreadListSchema,
  messageThreadQuerySchema,
  messageThreadSchema,
  newMessageSchema,
  newMessageThreadSchema,
  noContent,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import { createThread } from '../services/messages/create-thread.js';
import { getThread, requireThread } from '../services/messages/get-thread.js';
import { listThreads, messageSummary } from '../services/messages/list-threads.js';
import { markThreadRead, postMessage } from '../services/messages/post-message.js';
import { createOnce, idempotencyHeaders } from '../lib/idempotency.js';
import { requireEstate } from '../services/access/index.js';

/*
 * Messages (issue 16; decision 027): conversations between the people on an estate. Who may read a
 * thread is access `visibleThreads`; a thread outside it answers 404. Everyone with the
 * dashboard may use them (a NotifyFlow-only account gets 403).
 */

const tags = ['Messages'];
const threadParams = idParamsFor(MESSAGE_TEXTS.notFound);

export function messageRoutes(fastify: FastifyInstance, { auth, db }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest) => requireActor(auth, request, 'dashboard:use');

  app.get(
    '/api/message-threads',
    {
      schema: {
        operationId: 'listMessageThreads',
        summary: 'The conversations you may read, newest activity first, with your unread counts',
        tags,
        querystring: messageThreadListQuerySchema,
        response: { 200: messageThreadListSchema },
      },
    },
    async (request) => listThreads(db, await actorOf(request), request.query),
  );

  app.post(
    '/api/message-threads',
    {
      schema: {
        operationId: 'createMessageThread',
        summary: 'Start a conversation on an estate with people on it, with its first message',
        description:
          'participantIds must be people on the estate (GET /api/estates/{estateId}/people); a beneficiary may choose only its lawyers and executors. attachmentIds are documents of the same estate you may open.',
        tags,
        headers: idempotencyHeaders,
        body: newMessageThreadSchema,
        response: { 201: messageThreadCreatedSchema },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const body = await createOnce<Awaited<ReturnType<typeof createThread>>>(
        db,
        request,
        reply,
        actor,
        (remember) => createThread(db, actor, request.body, remember),
        () => requireEstate(db, actor, request.body.estateId),
      );
      return reply.status(201).send(body);
    },
  );

  app.get(
    '/api/message-threads/:id',
    {
      schema: {
        operationId: 'getMessageThread',
        summary: "A conversation's newest 50 messages, or the 50 before the message `before`",
        tags,
        params: threadParams,
        querystring: messageThreadQuerySchema,
        response: { 200: messageThreadSchema },
      },
    },
    async (request) => getThread(db, await actorOf(request), request.params.id, request.query.before),
  );

  app.post(
    '/api/message-threads/:id/messages',
    {
      schema: {
        operationId: 'postMessage',
        summary: 'Send a message in a conversation (you join it if you were not in it)',
        tags,
        params: threadParams,
        headers: idempotencyHeaders,
        body: newMessageSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const body = await createOnce<Awaited<ReturnType<typeof postMessage>>>(
        db,
        request,
        reply,
        actor,
        (remember) => postMessage(db, actor, request.params.id, request.body, remember),
        () => requireThread(db, actor, request.params.id),
      );
      return reply.status(201).send(body);
    },
  );

  app.post(
    '/api/message-threads/:id/read',
    {
      schema: {
        operationId: 'markMessageThreadRead',
        summary: 'You have read the conversation up to now',
        tags,
        params: threadParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await markThreadRead(db, await actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/me/messages/summary',
    {
      schema: {
        operationId: 'getMyMessageSummary',
        summary: 'The top-bar messages menu: your unread messages in all, and the newest conversations',
        tags,
        response: { 200: messageSummarySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return messageSummary(db, await actorOf(request));
    },
  );
}
