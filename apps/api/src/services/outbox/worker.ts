import { sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';

const MAX_ATTEMPTS = 6;
const BATCH = 10;

type OutboxRow = {
  outbox_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
  institutions_notified_id: string | null;
};

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min, 8 min. */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 2 ** Math.max(0, attempts - 1);
}

/**
 * Sends due outbox emails over SMTP. Rows are claimed with FOR UPDATE SKIP LOCKED and marked
 * `sending` before the send, so any number of processes can share the table and no email goes
 * out twice.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly opts: {
      smtpUrl: string | undefined;
      from: string;
      log: FastifyBaseLogger;
      intervalMs?: number;
      /** Called with the reference code when an institution's notification email went out. */
      onInstitutionSent?: (referenceCode: string) => void;
    },
  ) {
    this.transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  }

  start(): void {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.tick().finally(() => (this.running = null));
    }, this.opts.intervalMs ?? 2000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }

  /** Claims and sends one batch; answers how many were sent. */
  async tick(): Promise<number> {
    if (!this.transport) return 0;
    const claimed = await this.db.execute<OutboxRow>(sql`
      UPDATE outbox SET status = 'sending', attempts = attempts + 1
      WHERE outbox_id IN (
        SELECT outbox_id FROM outbox
        WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING outbox_id, to_address, subject, text_body, html_body, attempts, institutions_notified_id`);
    let sent = 0;
    for (const row of rowsOf<OutboxRow>(claimed)) {
      try {
        await this.transport.sendMail({
          from: this.opts.from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body ? { html: row.html_body } : {}),
        });
        await this.db.execute(
          sql`UPDATE outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE outbox_id = ${row.outbox_id}`,
        );
        if (row.institutions_notified_id) {
          const marked = await this.db.execute(sql`
            UPDATE institutions_notified i SET status = 'sent', sent_date = coalesce(i.sent_date, now()), updated_at = now()
            FROM notifications n
            WHERE i.institutions_notified_id = ${row.institutions_notified_id} AND n.notification_id = i.notification_id
              AND i.status = 'pending'
            RETURNING n.reference_code`);
          const code = rowsOf<{ reference_code: string }>(marked)[0]?.reference_code;
          if (code) this.opts.onInstitutionSent?.(code);
        }
        sent++;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const failed = row.attempts >= MAX_ATTEMPTS;
        this.opts.log.warn({ outboxId: row.outbox_id, err: message }, 'email send failed');
        await this.db.execute(sql`
          UPDATE outbox SET status = ${failed ? 'failed' : 'pending'}, last_error = ${message},
            next_attempt_at = now() + (${retryDelayMs(row.attempts)} * interval '1 millisecond')
          WHERE outbox_id = ${row.outbox_id}`);
      }
    }
    return sent;
  }
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too; this keeps the types honest. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
