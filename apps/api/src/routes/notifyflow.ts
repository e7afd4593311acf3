import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MAX_NOTIFICATION_FILE_BYTES,
  MAX_NOTIFICATION_FILES,
  NOTIFY_TEXTS,
  idParamsFor,
  institutionListSchema,
  publicResponseTimesSchema,
  institutionResponseSchema,
  notificationCreatedSchema,
  notificationFormSchema,
  notificationReplyCreatedSchema,
  notificationReplySchema,
  notificationStatusSchema,
  referenceCodeParamsSchema,
  responseCodeFoundSchema,
  responseCodeLookupSchema,
  responseLinkViewSchema,
  responseTokenParamsSchema,
  RESPONSE_CODE_TEXTS,
} from '@estate/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentResponseTimes } from '../services/notifyflow/public-response-times.js';
import type { AppDeps } from '../deps.js';
import { openEventStream } from '../lib/event-stream.js';
import { AppError } from '../lib/app-error.js';
import { getActor, requireActor, type Actor } from '../services/auth/actor.js';
import { contentTypeOfShortName, NOTIFICATION_UPLOAD_TYPES } from '../services/files/file-types.js';
import { withUpload } from '../services/files/read-upload.js';
import { createNotification } from '../services/notifyflow/create-notification.js';
import type { ChangeEvent, ChangeFeed } from '../services/events/change-feed.js';
import { getNotificationStatus, notificationIdOf } from '../services/notifyflow/get-status.js';
import { answerResponseLink } from '../services/notifyflow/answer-response-link.js';
import {
  getNotificationDocument,
  getResponseDocument,
} from '../services/notifyflow/get-notification-document.js';
import { listInstitutions } from '../services/notifyflow/list-institutions.js';
import { replyToInstitution } from '../services/notifyflow/reply-to-institution.js';
import { findByResponseCode } from '../services/notifyflow/response-code.js';
import { viewResponseLink } from '../services/notifyflow/view-response-link.js';
import { contentDisposition } from '../lib/content-disposition.js';

const tags = ['NotifyFlow'];
/** The documents a notification or a reply carries: the form's rules (spec 1 §3, 10 files of 20 MB). */
const NOTIFYFLOW_UPLOADS = {
  fileField: 'documents',
  maxFiles: MAX_NOTIFICATION_FILES,
  types: NOTIFICATION_UPLOAD_TYPES,
  maxBytes: MAX_NOTIFICATION_FILE_BYTES,
} as const;
const documentParams = idParamsFor('Document not found', 'documentId');
const replyRowParams = idParamsFor('Not found');

export function notifyflowRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, db, store, config } = deps;
  const notifyDeps = { db, store, publicUrl: config.publicUrl, secret: config.authSecret };

  app.get(
    '/api/institutions',
    {
      schema: {
        operationId: 'listInstitutions',
        summary: 'The directory the notification form shows, by name (retired organisations left out)',
        tags,
        security: [],
        response: { 200: institutionListSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return listInstitutions(db);
    },
  );

  app.get(
    '/api/notifyflow/response-times',
    {
      schema: {
        operationId: 'getPublicResponseTimes',
        summary: 'How fast organisations answer (the public page’s figures, worked out once a day)',
        description:
          'Per organisation with at least 5 first answers in the last 12 months: the median and 90th-percentile New Zealand business days from the notice going out to its first answer, and the share answered within the reply time the directory promises.',
        tags,
        security: [],
        response: { 200: publicResponseTimesSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return currentResponseTimes(db);
    },
  );

  app.post(
    '/api/notifications',
    {
      schema: {
        operationId: 'createNotification',
        multipartForm: {
          payload: notificationFormSchema,
          payloadRequired: true,
          files: 'documents',
          maxFiles: MAX_NOTIFICATION_FILES,
          uploadIds: true,
        },
        summary: 'Notify organisations of a death',
        description:
          'multipart/form-data: `payload` (the form as JSON) and up to 10 `documents` (files, or `uploadId` fields naming files sent with POST /api/uploads). 201 when recorded; 200 with the first answer when the same idempotency key was sent before.',
        tags,
        response: { 200: notificationCreatedSchema, 201: notificationCreatedSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'notifyflow:use');
      const created = await withUpload(
        deps,
        request,
        {
          payload: notificationFormSchema,
          payloadRequired: true,
          ...NOTIFYFLOW_UPLOADS,
          uploaderId: actor.id,
        },
        ({ input, files }) => createNotification(notifyDeps, actor, input, files, deps.faults ?? {}),
      );
      if (created.skippedFiles.length)
        request.log.warn({ skipped: created.skippedFiles }, 'document upload failed; file skipped');
      const { replayed, ...body } = created;
      return reply.status(replayed ? 200 : 201).send(body);
    },
  );

  /** The status lookup is public: a session, when there is one (and active), only adds details. */
  const viewerOf = async (request: FastifyRequest): Promise<Actor | null> => {
    const actor = await getActor(auth, request);
    return actor?.active ? actor : null;
  };

  /** Rate limited per address so codes cannot be enumerated. */
  const lookupLimit = async (request: FastifyRequest) => {
    const r = await deps.rateLimits.hit(`status:${request.ip}`, config.statusRateLimitPerIp, 60_000);
    if (!r.allowed)
      throw new AppError('RATE_LIMITED', 'Too many status checks. Please wait a minute and try again.');
  };
  /** The status as this viewer may see it: the sender and admins also get the conversation. */
  const statusOf = async (code: string, viewer: Actor | null) => {
    const status = await getNotificationStatus(db, code, viewer);
    if (!status) throw new AppError('NOT_FOUND', NOTIFY_TEXTS.notFound);
    return status;
  };
  /** The status with its notification's id, which the change feed's events name. */
  const watchedStatusOf = async (code: string, viewer: Actor | null) => {
    const status = await statusOf(code, viewer);
    const notificationId = await notificationIdOf(db, code);
    if (!notificationId) throw new AppError('NOT_FOUND', NOTIFY_TEXTS.notFound);
    return { status, notificationId };
  };

  app.get(
    '/api/notifications/status/:referenceCode',
    {
      schema: {
        operationId: 'getNotificationStatus',
        summary: "A notification's status and each organisation's, by its reference code",
        tags,
        security: [],
        params: referenceCodeParamsSchema,
        response: { 200: notificationStatusSchema },
      },
    },
    async (request, reply) => {
      await lookupLimit(request);
      const status = await statusOf(request.params.referenceCode, await viewerOf(request));
      void reply.header('cache-control', 'no-store');
      return status;
    },
  );

  app.get(
    '/api/notifications/status/:referenceCode/events',
    {
      schema: {
        produces: ['text/event-stream'],
        operationId: 'watchNotificationStatus',
        summary: "Live updates of a notification's status (text/event-stream, one JSON status per event)",
        tags,
        security: [],
        params: referenceCodeParamsSchema,
      },
    },
    async (request, reply) => {
      await lookupLimit(request);
      const code = request.params.referenceCode;
      // Who watches is read once, when the stream opens: each event is computed for them.
      const viewer = await viewerOf(request);
      const first = await watchedStatusOf(code, viewer);
      streamStatus(request, reply, deps.changes, first.notificationId, JSON.stringify(first.status), () =>
        getNotificationStatus(db, code, viewer),
      );
    },
  );

  app.post(
    '/api/notifications/:referenceCode/institutions/:id/replies',
    {
      schema: {
        operationId: 'replyToInstitution',
        multipartForm: {
          payload: notificationReplySchema,
          payloadRequired: true,
          files: 'documents',
          maxFiles: MAX_NOTIFICATION_FILES,
          uploadIds: true,
        },
        summary: 'The sender replies to an organisation that asked for more information',
        description:
          "multipart/form-data: `payload` (the reply as JSON) and up to 10 `documents` (files or `uploadId` fields), checked as on submit. Only the notification's sender (others: 404), only while the organisation waits on the family (409). 201 when recorded; 200 with the first answer when the same idempotency key was sent before.",
        tags,
        params: referenceCodeParamsSchema.extend(replyRowParams.shape),
        response: { 200: notificationReplyCreatedSchema, 201: notificationReplyCreatedSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request);
      const { referenceCode, id } = request.params;
      const created = await withUpload(
        deps,
        request,
        {
          payload: notificationReplySchema,
          payloadRequired: true,
          ...NOTIFYFLOW_UPLOADS,
          uploaderId: actor.id,
        },
        ({ input, files }) =>
          replyToInstitution(notifyDeps, actor, { referenceCode, rowId: id }, input, files),
      );
      if (created.skippedFiles.length)
        request.log.warn({ skipped: created.skippedFiles }, 'reply document upload failed; file skipped');
      const { replayed, ...body } = created;
      return reply.status(replayed ? 200 : 201).send(body);
    },
  );

  /**
   * The short code is a bearer secret of 40 bits: 10 tries an address in 10 minutes (decision 077),
   * counted before the code is looked up, found or not.
   */
  const codeLimit = async (request: FastifyRequest) => {
    const r = await deps.rateLimits.hit(`respond-code:${request.ip}`, 10, 10 * 60_000);
    if (!r.allowed) throw new AppError('RATE_LIMITED', RESPONSE_CODE_TEXTS.tooMany);
  };

  app.post(
    '/api/respond/code',
    {
      schema: {
        operationId: 'findResponseByCode',
        summary: 'An organisation types the short code printed on its letter: the token of its response link',
        description:
          'The code in any case, with or without its dash; O is read as 0, I and L as 1. Missing or not 8 characters of the code alphabet: 400 naming `code`. A code that names no letter: 404, with no hint. Printed over 90 days ago: 410, as its link. 10 tries an address in 10 minutes (429). The token expires with the link printed beside the code; open the page at /respond/<token>.',
        tags,
        security: [],
        body: responseCodeLookupSchema,
        response: { 200: responseCodeFoundSchema },
      },
    },
    async (request, reply) => {
      await codeLimit(request);
      void reply.header('cache-control', 'no-store');
      return findByResponseCode(db, config.authSecret, request.body.code);
    },
  );

  app.get(
    '/api/respond/:token',
    {
      schema: {
        operationId: 'viewResponseLink',
        summary: 'What an organisation sees through its response link (no account)',
        tags,
        security: [],
        params: responseTokenParamsSchema,
        response: { 200: responseLinkViewSchema },
      },
    },
    async (request) => viewResponseLink(db, config.authSecret, request.params.token),
  );

  app.post(
    '/api/respond/:token',
    {
      schema: {
        operationId: 'answerResponseLink',
        summary: 'An organisation answers: acknowledged, completed, or needs more information',
        description: 'After a completed or needs-more-information answer the link is spent (410).',
        tags,
        security: [],
        params: responseTokenParamsSchema,
        body: institutionResponseSchema,
        response: { 200: responseLinkViewSchema },
      },
    },
    async (request) =>
      answerResponseLink(
        db,
        { secret: config.authSecret, publicUrl: config.publicUrl },
        request.params.token,
        request.body,
      ),
  );

  app.get(
    '/api/respond/:token/documents/:documentId',
    {
      schema: {
        produces: [...NOTIFICATION_UPLOAD_TYPES],
        operationId: 'getResponseDocument',
        summary: "An organisation opens one of the notification's documents through its link",
        tags,
        security: [],
        params: responseTokenParamsSchema.extend(documentParams.shape),
      },
    },
    async (request, reply) => {
      const { token, documentId } = request.params;
      const doc = await getResponseDocument(db, config.authSecret, token, documentId);
      return sendFile(reply, doc.fileName, doc.documentType, store.read(doc.storageKey));
    },
  );

  app.get(
    '/api/notification-documents/:documentId',
    {
      schema: {
        produces: [...NOTIFICATION_UPLOAD_TYPES],
        operationId: 'getNotificationDocument',
        summary: "The submitter (or an admin) downloads a notification's document",
        tags,
        params: documentParams,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request);
      const doc = await getNotificationDocument(db, actor, request.params.documentId);
      return sendFile(reply, doc.fileName, doc.documentType, store.read(doc.storageKey));
    },
  );
}

function sendFile(reply: FastifyReply, fileName: string, documentType: string, stream: Readable) {
  return reply
    .type(contentTypeOfShortName(documentType))
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}

/**
 * Holds an SSE connection: sends the status at once, and again whenever the change feed (decision
 * 062: PostgreSQL NOTIFY, from every API process) says this notification changed, or after a gap in
 * the feed. The same events the dashboard's stream carries, keyed here by the notification.
 * Heartbeat every 30 s.
 */
function streamStatus(
  request: FastifyRequest,
  reply: FastifyReply,
  changes: ChangeFeed,
  notificationId: string,
  initial: string,
  read: () => Promise<unknown>,
): void {
  const res = openEventStream(request, reply);
  if (!res) return;
  let last = initial;
  res.write(`retry: 2000\ndata: ${initial}\n\n`);
  let busy = false;
  let again = false;
  const push = async () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      do {
        again = false;
        const next = JSON.stringify(await read());
        if (next !== last) {
          last = next;
          res.write(`data: ${next}\n\n`);
        }
      } while (again);
    } catch (err) {
      request.log.warn({ err }, 'status stream read failed');
    } finally {
      busy = false;
    }
  };
  const onChange = (event: ChangeEvent) => {
    if (event.kind === 'notifyflow' && event.id === notificationId) void push();
  };
  const onGap = () => void push();
  changes.on('change', onChange);
  changes.on('gap', onGap);
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), 30_000);
  request.raw.on('close', () => {
    changes.off('change', onChange);
    changes.off('gap', onGap);
    clearInterval(heartbeat);
  });
}
