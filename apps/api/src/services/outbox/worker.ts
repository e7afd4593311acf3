import { eq, sql } from 'drizzle-orm';
import { createRequire } from 'node:module';
import type { Transporter } from 'nodemailer';
import type nodemailerModule from 'nodemailer';
import type SMTPTransportClass from 'nodemailer/lib/smtp-transport/index.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { outboxAttachments } from '../../db/schema.js';
import { inTransaction, type TxScope } from '../../lib/after-commit.js';
import { envelopeFields, type UnsubscribeSite } from '../email/envelope.js';
import { publishOutboxChange } from './outbox-change.js';

const MAX_ATTEMPTS = 6;
const BATCH = 10;
/** Default lease on a claimed row; a send is bounded well inside it by the SMTP timeouts below. */
export const DEFAULT_LEASE_MS = 5 * 60_000;

type OutboxRow = {
  outbox_id: string;
  kind: string;
  link: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  envelope: unknown;
  attempts: number;
};

/** An email that went out, as a kind's `onSent` hook sees it. */
export interface SentEmail {
  outboxId: string;
  kind: string;
  to: string;
  subject: string;
  link: string | null;
}

/**
 * Runs in the transaction that marks the email sent, so the two are kept or lost together; queue
 * announcements with `afterCommit`. A hook that throws leaves the email to be sent again (with the
 * same Message-ID): bookkeeping that failed must not pass for done.
 */
export type OnSentHook = (scope: TxScope, email: SentEmail) => Promise<void>;

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min, 8 min. */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 2 ** Math.max(0, attempts - 1);
}

/** The email's Message-ID: the same on every try, so a resend after a crash is the same message. */
export function messageIdOf(outboxId: string, domain: string): string {
  return `<${outboxId}@${domain}>`;
}

/**
 * Sends due outbox emails over SMTP. Rows are claimed with FOR UPDATE SKIP LOCKED and marked
 * `sending` with a lease (`claimed_at`), so any number of processes can share the table. A worker
 * that dies mid-send leaves its rows `sending`; once the lease runs out another claims them again
 * (decision 010). Delivery is therefore at least once: a crash between the SMTP server's "250 OK"
 * and the row's `sent` can send one email twice, with the same Message-ID, which receivers dedupe.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly transport: Transporter | null;
  private readonly leaseMs: number;
  private readonly messageIdDomain: string;

  constructor(
    private readonly db: Db,
    private readonly opts: {
      smtpUrl: string | undefined;
      from: string;
      log: FastifyBaseLogger;
      intervalMs?: number;
      /** Per email `kind`: what else changes when such an email went out (see OnSentHook). */
      onSent?: Readonly<Record<string, OnSentHook>>;
      /** How long a claim holds before another worker may take the row (OUTBOX_LEASE_SECONDS). */
      leaseMs?: number;
      /** The right-hand side of Message-IDs: PUBLIC_URL's host; default the sender's domain. */
      messageIdDomain?: string;
      /** PUBLIC_URL and the server secret: without them, no List-Unsubscribe (decision 078). */
      unsubscribe?: UnsubscribeSite;
    },
  ) {
    // SMTP timeouts well inside the lease, so a hung server cannot hold a row past it (nodemailer's
    // own socket timeout is an hour). A URL given alone would drop them: nodemailer then reads
    // only the URL.
    const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
    // nodemailer (CommonJS) loads only when there is a server to send to: without SMTP_URL the
    // process does without its start-up time and memory.
    const require = createRequire(import.meta.url);
    const nodemailer = () => require('nodemailer') as typeof nodemailerModule;
    const SMTPTransport = () =>
      require('nodemailer/lib/smtp-transport/index.js') as typeof SMTPTransportClass;
    this.transport = opts.smtpUrl
      ? nodemailer().createTransport(
          new (SMTPTransport())({
            url: opts.smtpUrl,
            connectionTimeout: Math.min(30_000, leaseMs / 4),
            greetingTimeout: Math.min(30_000, leaseMs / 4),
            socketTimeout: Math.min(60_000, leaseMs / 4),
          }),
        )
      : null;
    this.leaseMs = leaseMs;
    this.messageIdDomain =
      opts.messageIdDomain ?? /@([^>\s]+)>?\s*$/.exec(opts.from)?.[1] ?? 'estate-platform.invalid';
  }

  start(): void {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.drain().finally(() => (this.running = null));
    }, this.opts.intervalMs ?? 2000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }

  /** A full batch means more may be due: a backlog (after an outage, a crash) goes out at once. */
  private async drain(): Promise<void> {
    while (this.timer && (await this.tick()) >= BATCH);
  }

  /** Claims and sends one batch; answers how many were sent. */
  async tick(): Promise<number> {
    if (!this.transport) return 0;
    const lease = sql`(${this.leaseMs} * interval '1 millisecond')`;
    // A row whose claims keep dying with their worker (one that crashes it, say) stops here.
    await this.db.execute(sql`
      UPDATE outbox SET status = 'failed', last_error = 'the worker sending it stopped ' || attempts || ' times'
      WHERE status = 'sending' AND attempts >= ${MAX_ATTEMPTS}
        AND (claimed_at IS NULL OR claimed_at < now() - ${lease})`);
    const claimed = await this.db.execute<OutboxRow>(sql`
      UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_at = now()
      WHERE outbox_id IN (
        SELECT outbox_id FROM outbox
        WHERE (status = 'pending' AND next_attempt_at <= now())
          OR (status = 'sending' AND (claimed_at IS NULL OR claimed_at < now() - ${lease}))
        ORDER BY next_attempt_at LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING outbox_id, kind, link, to_address, subject, text_body, html_body, envelope, attempts`);
    let sent = 0;
    for (const row of rowsOf<OutboxRow>(claimed)) {
      // The claim is (id, attempts): renewing it before each send keeps the batch's later rows
      // inside their lease, and finds a row another worker took after this one was too slow.
      const renewed = await this.db.execute(sql`
        UPDATE outbox SET claimed_at = now()
        WHERE outbox_id = ${row.outbox_id} AND status = 'sending' AND attempts = ${row.attempts}
        RETURNING outbox_id`);
      if (!rowsOf(renewed).length) continue;
      try {
        const attachments = await this.db
          .select()
          .from(outboxAttachments)
          .where(eq(outboxAttachments.outboxId, row.outbox_id));
        await this.transport.sendMail({
          messageId: messageIdOf(row.outbox_id, this.messageIdDomain),
          from: this.opts.from,
          ...envelopeFields(row.kind, row.envelope, this.opts.unsubscribe),
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body ? { html: row.html_body } : {}),
          ...(attachments.length
            ? {
                attachments: attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: a.content,
                })),
              }
            : {}),
        });
        const hook = this.opts.onSent?.[row.kind];
        await inTransaction(
          this.db,
          async (scope) => {
            await scope.tx.execute(
              sql`UPDATE outbox SET status = 'sent', sent_at = now(), last_error = NULL, claimed_at = NULL WHERE outbox_id = ${row.outbox_id}`,
            );
            await publishOutboxChange(scope.tx, row.outbox_id);
            await hook?.(scope, {
              outboxId: row.outbox_id,
              kind: row.kind,
              to: row.to_address,
              subject: row.subject,
              link: row.link,
            });
          },
          (err) => this.opts.log.warn({ outboxId: row.outbox_id, err }, 'after sending: announcement failed'),
        );
        sent++;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const failed = row.attempts >= MAX_ATTEMPTS;
        this.opts.log.warn({ outboxId: row.outbox_id, err: message }, 'email send failed');
        await this.db.execute(sql`
          UPDATE outbox SET status = ${failed ? 'failed' : 'pending'}, last_error = ${message}, claimed_at = NULL,
            next_attempt_at = now() + (${retryDelayMs(row.attempts)} * interval '1 millisecond')
          WHERE outbox_id = ${row.outbox_id} AND status = 'sending' AND attempts = ${row.attempts}`);
        await publishOutboxChange(this.db, row.outbox_id).catch(() => {});
      }
    }
    return sent;
  }
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too; this keeps the types honest. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
