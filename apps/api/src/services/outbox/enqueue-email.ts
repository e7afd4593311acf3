import type { Db, Tx } from '../../db/client.js';
import { publishOutboxChange } from './outbox-change.js';
import { outbox, outboxAttachments } from '../../db/schema.js';
import type { EmailEnvelope } from '../email/envelope.js';

export interface EmailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  link?: string;
  /** The institution row this email notifies; a successful send marks it sent. */
  institutionsNotifiedId?: string;
  /** The person a reply should reach (the enquirer, the sender of a notice, the inviter): Reply-To. */
  replyTo?: EmailEnvelope['replyTo'];
  /**
   * The person who may turn this kind of email off with one click (List-Unsubscribe), and the
   * notification preference that does it. Only for email a person may do without (decision 078).
   */
  optOut?: EmailEnvelope['optOut'];
  /** Files it carries (a PDF tax invoice), stored with it. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * Writes an email to the outbox. Pass the transaction of the change that caused it so the email
 * exists exactly when the change does; the worker sends it.
 */
export async function enqueueEmail(db: Db | Tx, message: EmailMessage): Promise<string> {
  const [row] = await db.insert(outbox).values(outboxRowOf(message)).returning({ id: outbox.id });
  if (message.attachments?.length) {
    await db.insert(outboxAttachments).values(message.attachments.map((a) => ({ outboxId: row!.id, ...a })));
  }
  await publishOutboxChange(db, row!.id);
  return row!.id;
}

/**
 * Writes several emails to the outbox in one statement (one round trip, however many), as
 * `enqueueEmail` does for one. Emails with attachments go one by one.
 */
export async function enqueueEmails(db: Db | Tx, messages: readonly EmailMessage[]): Promise<void> {
  const plain = messages.filter((m) => !m.attachments?.length);
  if (plain.length) {
    await db.insert(outbox).values(plain.map(outboxRowOf));
    await publishOutboxChange(db, null);
  }
  for (const message of messages) if (message.attachments?.length) await enqueueEmail(db, message);
}

/** The outbox row of a message (its attachments are rows of their own). */
function outboxRowOf(message: EmailMessage) {
  return {
    kind: message.kind,
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    link: message.link ?? null,
    institutionsNotifiedId: message.institutionsNotifiedId ?? null,
    envelope: envelopeOf(message),
  };
}

/** What of the envelope only the sender knows; the kind says the rest (services/email/envelope.ts). */
function envelopeOf(message: EmailMessage): EmailEnvelope | null {
  if (!message.replyTo && !message.optOut) return null;
  return {
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.optOut ? { optOut: message.optOut } : {}),
  };
}
