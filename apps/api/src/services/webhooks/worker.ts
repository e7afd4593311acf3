import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Config } from '../../env.js';
import { rowsOf } from '../outbox/worker.js';
import { deliverClaimed, RETRY_FOR, type DeliveryContext } from './deliver-message.js';

/** Claimed at once: a backlog (2,000 notices in a minute) drains in few round trips. */
const BATCH = 50;
/** Sent at once within a batch: each waits mostly on its receiver, up to 15 s (send-webhook.ts). */
const CONCURRENCY = 8;
/** Default lease on a claimed message: an attempt is bounded well inside it (15 s, send-webhook.ts). */
export const WEBHOOK_LEASE_MS = 5 * 60_000;

/**
 * Sends due webhook messages (decision 089), the way the outbox worker sends email: due rows of
 * `webhook_deliveries` are claimed with FOR UPDATE SKIP LOCKED and marked `sending` with a lease
 * (`claimed_at`), so any number of processes share the table and one message has one attempt at a
 * time. A worker that dies mid-send leaves its rows `sending`; once the lease runs out another
 * claims them again: delivery is at least once, with the same `webhook-id`, which receivers dedupe on.
 * Messages of a disabled endpoint wait, unclaimed.
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly leaseMs: number;

  constructor(
    private readonly ctx: DeliveryContext,
    private readonly opts: { intervalMs?: number; leaseMs?: number } = {},
  ) {
    this.leaseMs = opts.leaseMs ?? WEBHOOK_LEASE_MS;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running)
        this.running = this.drain()
          .catch((err: unknown) => this.ctx.log.warn({ err }, 'webhook worker: tick failed'))
          .finally(() => (this.running = null));
    }, this.opts.intervalMs ?? 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** How many the last tick claimed: a full batch means more may be due, so drain goes on at once. */
  private lastClaimed = 0;

  private async drain(): Promise<void> {
    do await this.tick();
    while (this.timer && this.lastClaimed >= BATCH);
  }

  /** Claims one batch of due messages and attempts each once; answers how many it attempted. */
  async tick(): Promise<number> {
    const { db } = this.ctx;
    const lease = sql`(${this.leaseMs} * interval '1 millisecond')`;
    // A message whose claims keep dying with their worker stops once its three days are over.
    await db.execute(sql`
      UPDATE webhook_deliveries SET status = 'failed', claimed_at = NULL,
        last_error = coalesce(last_error, 'the worker sending it stopped')
      WHERE status = 'sending' AND claimed_at < now() - ${lease} AND created_at < now() - ${RETRY_FOR}`);
    const claimed = rowsOf<{ id: string; attempts: number }>(
      await db.execute(sql`
        UPDATE webhook_deliveries SET status = 'sending', attempts = attempts + 1, claimed_at = now()
        WHERE webhook_delivery_id IN (
          SELECT d.webhook_delivery_id FROM webhook_deliveries d
          JOIN webhook_endpoints e ON e.webhook_endpoint_id = d.webhook_endpoint_id
          WHERE e.enabled AND (
            (d.status = 'pending' AND d.next_attempt_at <= now())
            OR (d.status = 'sending' AND (d.claimed_at IS NULL OR d.claimed_at < now() - ${lease})))
          ORDER BY d.next_attempt_at LIMIT ${BATCH}
          FOR UPDATE OF d SKIP LOCKED)
        RETURNING webhook_delivery_id AS id, attempts`),
    );
    let attempted = 0;
    const attempt = async (row: { id: string; attempts: number }) => {
      // Renewed before each send, so the batch's later rows stay inside their lease; a row another
      // worker took after this one was too slow is left to it.
      const renewed = rowsOf(
        await db.execute(sql`
          UPDATE webhook_deliveries SET claimed_at = now()
          WHERE webhook_delivery_id = ${row.id} AND status = 'sending' AND attempts = ${row.attempts}
          RETURNING webhook_delivery_id`),
      );
      if (!renewed.length) return;
      try {
        if (await deliverClaimed(this.ctx, { id: row.id, attempts: Number(row.attempts) })) attempted++;
      } catch (err) {
        // Left `sending`: its lease runs out and it is tried again.
        this.ctx.log.warn({ webhookDeliveryId: row.id, err }, 'webhook delivery failed to record');
      }
    };
    // CONCURRENCY messages at a time (each still one attempt, under its own claim): one slow
    // receiver no longer holds up every other organisation's messages behind it.
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, async () => {
        while (next < claimed.length) await attempt(claimed[next++]!);
      }),
    );
    this.lastClaimed = claimed.length;
    return attempted;
  }
}

/** The webhook worker as both the API (app.ts) and the standalone worker (worker.ts) run it. */
export function createWebhookWorker(db: Db, config: Config, log: FastifyBaseLogger): WebhookWorker {
  return new WebhookWorker({
    db,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    allowLoopback: config.webhooksAllowLoopback,
    log,
  });
}
