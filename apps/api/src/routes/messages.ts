import { and, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import type { Db } from '../db/client.js';
import { messageThreads, messages } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { openEventStream } from '../lib/event-stream.js';
import { requireActor, type Actor } from '../services/auth/actor.js';
import { visibleThreads } from '../services/access/index.js';
import { createThread } from '../services/messages/create-thread.js';
import { messageEvents } from '../services/messages/events.js';
import { getThread, requireThread } from '../services/messages/get-thread.js';
import { listThreads, messageSummary } from '../services/messages/list-threads.js';
import { markThreadRead, postMessage } from '../services/messages/post-message.js';
import { messageViews } from '../services/messages/views.js';

/*
 * Messages (issue 16; decision 027): conversations between the people on an estate. Who may read a
 * thread is access `visibleThreads`; a thread outside it answers 404. Everyone with the
 * dashboard may use them (a NotifyFlow-only account gets 403).
 */

const tags = ['Messages'];
const threadParams = idParamsFor(MESSAGE_TEXTS.notFound);
const streamQuerySchema = z.object({
  threadId: z.uuid({ message: MESSAGE_TEXTS.notFound }).optional(),
});

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
        body: newMessageThreadSchema,
        response: { 201: messageThreadCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await createThread(db, await actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/message-threads/events',
    {
      schema: {
        operationId: 'watchMessages',
        summary:
          'Live messages (text/event-stream, one JSON {threadId, message} per event) of every conversation you may read, or of one (threadId)',
        tags,
        querystring: streamQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const { threadId } = request.query;
      if (threadId) await requireThread(db, actor, threadId);
      streamMessages(request, reply, db, actor, threadId);
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
        body: newMessageSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const message = await postMessage(db, await actorOf(request), request.params.id, request.body);
      return reply.status(201).send(message);
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

/** How far back each re-read looks, so a message committed late (its clock taken earlier) still arrives. */
const LOOK_BACK_MS = 60_000;

/**
 * Holds an SSE connection that sends each new message of the threads the actor may read (or of one
 * thread) as it is posted: at once when this process posted it (the emitter), and within 5 s when
 * another process did (a re-read, as the NotifyFlow status stream does). The thread scope is
 * applied at every read, so someone who loses access stops receiving. Heartbeat every 30 s;
 * everything stops when the client goes.
 */
function streamMessages(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  actor: Actor,
  threadId: string | undefined,
): void {
  const res = openEventStream(request, reply);
  if (!res) return;
  res.write('retry: 2000\n: connected\n\n');
  const sent = new Map<string, number>();
  let floor = Date.now() - 10_000;
  let busy = false;
  let again = false;
  const threads = db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(visibleThreads(actor), threadId ? eq(messageThreads.id, threadId) : undefined));
  const push = async () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      do {
        again = false;
        const seen = [...sent.keys()];
        const fresh = await messageViews(
          db,
          actor,
          and(
            inArray(messages.threadId, threads),
            gt(messages.createdAt, new Date(floor)),
            seen.length ? notInArray(messages.id, seen) : undefined,
          )!,
        );
        for (const message of fresh) {
          sent.set(message.id, Date.parse(message.createdAt));
          res.write(`data: ${JSON.stringify({ threadId: message.threadId, message })}\n\n`);
        }
        const newest = Math.max(floor + LOOK_BACK_MS, ...sent.values());
        floor = newest - LOOK_BACK_MS;
        for (const [id, at] of sent) if (at <= floor) sent.delete(id);
      } while (again);
    } catch (err) {
      request.log.warn({ err }, 'message stream read failed');
    } finally {
      busy = false;
    }
  };
  const onPosted = (posted?: string) => {
    if (!threadId || !posted || posted === threadId) void push();
  };
  messageEvents.on('posted', onPosted);
  const poll = setInterval(() => onPosted(), 5000);
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), 30_000);
  request.raw.on('close', () => {
    messageEvents.off('posted', onPosted);
    clearInterval(poll);
    clearInterval(heartbeat);
  });
}
