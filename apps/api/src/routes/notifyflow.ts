import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MAX_NOTIFICATION_FILE_BYTES,
  MAX_NOTIFICATION_FILES,
  NOTIFY_TEXTS,
  REFERENCE_CODE_PATTERN,
  institutionResponseSchema,
  notificationFormSchema,
  type Institution,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { AppError } from '../lib/app-error.js';
import { parseId, parseInput } from '../lib/validate.js';
import { requireActor } from '../services/auth/actor.js';
import { contentTypeOfShortName, NOTIFICATION_UPLOAD_TYPES } from '../services/files/file-types.js';
import { withUpload } from '../services/files/read-upload.js';
import { createNotification } from '../services/notifyflow/create-notification.js';
import { notificationEvents } from '../services/notifyflow/events.js';
import { getNotificationStatus } from '../services/notifyflow/get-status.js';
import { answerResponseLink } from '../services/notifyflow/answer-response-link.js';
import {
  getNotificationDocument,
  getResponseDocument,
} from '../services/notifyflow/get-notification-document.js';
import { listInstitutions } from '../services/notifyflow/list-institutions.js';
import { viewResponseLink } from '../services/notifyflow/view-response-link.js';
import { hitRateLimit } from '../services/rate-limit.js';

export async function notifyflowRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { auth, db, store, config } = deps;

  /** The directory the form shows, ordered by name (retired organisations left out). */
  app.get('/api/institutions', async (_request, reply): Promise<{ items: Institution[] }> => {
    void reply.header('cache-control', 'public, max-age=300');
    return listInstitutions(db);
  });

  /** One submission: `payload` (JSON of the form) and up to 10 `documents`, streamed to the store. */
  app.post('/api/notifications', async (request, reply) => {
    const actor = await requireActor(auth, request, 'notifyflow:use');
    const created = await withUpload(
      deps,
      request,
      {
        payload: notificationFormSchema,
        payloadRequired: true,
        fileField: 'documents',
        maxFiles: MAX_NOTIFICATION_FILES,
        types: NOTIFICATION_UPLOAD_TYPES,
        maxBytes: MAX_NOTIFICATION_FILE_BYTES,
      },
      ({ input, files }) =>
        createNotification(
          { db, store, publicUrl: config.publicUrl, secret: config.authSecret },
          actor,
          input,
          files,
          deps.faults?.afterNotificationInsert
            ? { afterNotificationInsert: deps.faults.afterNotificationInsert }
            : {},
        ),
    );
    if (created.skippedFiles.length)
      request.log.warn({ skipped: created.skippedFiles }, 'document upload failed; file skipped');
    const { replayed, ...body } = created;
    return reply.status(replayed ? 200 : 201).send(body);
  });

  const lookupLimit = async (request: FastifyRequest) => {
    const r = await hitRateLimit(db, `status:${request.ip}`, config.statusRateLimitPerIp, 60_000);
    if (!r.allowed)
      throw new AppError('RATE_LIMITED', 'Too many status checks. Please wait a minute and try again.');
  };
  const codeOf = (request: FastifyRequest) => {
    const code = String((request.params as { referenceCode?: string }).referenceCode ?? '')
      .trim()
      .toUpperCase();
    if (!REFERENCE_CODE_PATTERN.test(code)) throw new AppError('NOT_FOUND', NOTIFY_TEXTS.notFound);
    return code;
  };

  /** Public lookup by reference code; rate limited per address so codes cannot be enumerated. */
  app.get('/api/notifications/status/:referenceCode', async (request, reply) => {
    await lookupLimit(request);
    const status = await getNotificationStatus(db, codeOf(request));
    if (!status) throw new AppError('NOT_FOUND', NOTIFY_TEXTS.notFound);
    void reply.header('cache-control', 'no-store');
    return status;
  });

  /** Live updates for an open status page (server-sent events). */
  app.get('/api/notifications/status/:referenceCode/events', async (request, reply) => {
    await lookupLimit(request);
    const code = codeOf(request);
    const first = await getNotificationStatus(db, code);
    if (!first) throw new AppError('NOT_FOUND', NOTIFY_TEXTS.notFound);
    streamStatus(request, reply, code, JSON.stringify(first), () => getNotificationStatus(db, code));
  });

  app.get('/api/respond/:token', async (request) =>
    viewResponseLink(db, config.authSecret, (request.params as { token: string }).token),
  );

  app.post('/api/respond/:token', async (request) => {
    const input = parseInput(institutionResponseSchema, request.body ?? {});
    return answerResponseLink(
      db,
      { secret: config.authSecret, publicUrl: config.publicUrl },
      (request.params as { token: string }).token,
      input,
    );
  });

  /** An institution opens a document through its own link (no account). */
  app.get('/api/respond/:token/documents/:documentId', async (request, reply) => {
    const { token, documentId } = request.params as { token: string; documentId: string };
    const doc = await getResponseDocument(db, config.authSecret, token, documentId);
    return sendFile(reply, doc.fileName, doc.documentType, store.read(doc.storageKey));
  });

  /** The submitter (or an admin) downloads a notification's document. Anyone else: 404. */
  app.get('/api/notification-documents/:documentId', async (request, reply) => {
    const actor = await requireActor(auth, request);
    const { documentId } = request.params as { documentId: string };
    const doc = await getNotificationDocument(db, actor, parseId({ id: documentId }, 'Document not found'));
    return sendFile(reply, doc.fileName, doc.documentType, store.read(doc.storageKey));
  });
}

function sendFile(reply: FastifyReply, fileName: string, documentType: string, stream: Readable) {
  return reply
    .type(contentTypeOfShortName(documentType))
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}

/**
 * Holds an SSE connection: sends the status at once, again when this process announces a change,
 * and re-reads every 5 s so changes made by other processes arrive too. Heartbeat every 30 s.
 */
function streamStatus(
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
  initial: string,
  read: () => Promise<unknown>,
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let last = initial;
  res.write(`retry: 2000\ndata: ${initial}\n\n`);
  let busy = false;
  const push = async () => {
    if (busy) return;
    busy = true;
    try {
      const next = JSON.stringify(await read());
      if (next !== last) {
        last = next;
        res.write(`data: ${next}\n\n`);
      }
    } catch (err) {
      request.log.warn({ err }, 'status stream read failed');
    } finally {
      busy = false;
    }
  };
  const onChange = () => void push();
  notificationEvents.on(`changed:${code}`, onChange);
  const poll = setInterval(onChange, 5000);
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), 30_000);
  request.raw.on('close', () => {
    notificationEvents.off(`changed:${code}`, onChange);
    clearInterval(poll);
    clearInterval(heartbeat);
  });
}
