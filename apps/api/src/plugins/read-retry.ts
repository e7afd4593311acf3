import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { isConnectionLost } from '../db/connection-lost.js';

/** How long a read waits before it runs again (see below). */
const RETRY_AFTER_MS = 100;
/** A read runs again once (issue 41). */
const MAX_RETRIES = 1;

/**
 * A read (GET or HEAD) whose database connection is lost before it has answered is run once more,
 * on connections the pool opens afresh (it drops a client whose connection failed), so a database
 * restart or failover under a read shows nobody an error (issue 41, decision 075). The handler runs
 * its queries before it sends anything, so nothing has reached the client when it is run again.
 * Writes are not repeated: whether a lost write committed is unknown, and Idempotency-Key (decision
 * 061) is how a client sends one again safely. Registered before the routes (it wraps each one as
 * it is added).
 */
export function registerReadRetry(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    const handler = route.handler;
    const retrying: RouteHandlerMethod = async function (this: FastifyInstance, request, reply) {
      for (let attempt = 0; ; attempt++) {
        try {
          return await handler.call(this, request, reply);
        } catch (err) {
          if (attempt >= MAX_RETRIES || !isConnectionLost(err) || reply.sent || reply.raw.headersSent)
            throw err;
          request.log.warn({ err, attempt }, 'database connection lost during a read; running it again');
          // The server ends its connections one by one, and the pool learns that an idle one is gone
          // only when it reads that socket: a moment, then a turn of the event loop's I/O
          // (setImmediate runs after it; a timer alone can fire before sockets are read when the
          // loop was busy), lets it drop those, so the read runs again on connections opened afresh.
          await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
    };
    route.handler = retrying;
  });
}
