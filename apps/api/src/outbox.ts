import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.js';
import type { Config } from './env.js';
import { notifyflowOnSent } from './services/notifyflow/outbox-hooks.js';
import { OutboxWorker } from './services/outbox/worker.js';

/**
 * The outbox worker as both the API (app.ts) and the standalone worker (worker.ts) run it: one
 * configuration, so what an email going out changes (each area's on-sent hook: NotifyFlow marks its
 * row sent) happens whichever process sends it.
 */
export function createOutboxWorker(db: Db, config: Config, log: FastifyBaseLogger): OutboxWorker {
  return new OutboxWorker(db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    // Each area registers what an email of its kind going out changes (NotifyFlow: the row is sent).
    onSent: { ...notifyflowOnSent },
    leaseMs: config.outboxLeaseMs,
    messageIdDomain: new URL(config.publicUrl).hostname,
    unsubscribe: { publicUrl: config.publicUrl, secret: config.authSecret },
  });
}
