/**
 * Issue 41, decision 073: whether a notified organisation's email or letter has actually left.
 * A row is **Sent** only when its email was accepted by the mail server (the outbox marked it sent,
 * which sets the row's `dispatchedAt`) or its letter was marked posted; before that it is
 * **Queued**, whatever the organisation has answered meanwhile. Admins also see the email's outbox
 * state (waiting, being sent, failed) and its last error.
 */
import { z } from 'zod';

/** Where an organisation's email or letter is: queued (not left yet) or sent. */
export const DELIVERY_STATES = ['queued', 'sent'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The outbox's states of an email (`outbox.status`). */
export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** For admins: the row's email in the outbox, as the worker left it. */
export const rowOutboxSchema = z.object({
  state: z.enum(OUTBOX_STATES),
  /** How many times the worker has tried to send it. */
  attempts: z.number().int().nonnegative(),
  /** The mail server's last refusal (kept while it retries), or null. */
  lastError: z.string().nullable(),
  /** When the worker tries next (pending after a failure); null once sent or failed. */
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type RowOutbox = z.infer<typeof rowOutboxSchema>;

export const OUTBOX_STATE_LABELS: Record<OutboxState, string> = {
  pending: 'Waiting in the outbox',
  sending: 'Being sent now',
  sent: 'Accepted by the mail server',
  failed: 'Failed: the outbox stopped trying',
};

export const DELIVERY_TEXTS = {
  queued: 'Queued',
  sent: 'Sent',
  /** The summary's "Date sent" while nothing has left. */
  nothingSentYet: 'Not sent yet: still queued',
  waitingEmail: (name: string) =>
    `Waiting to be sent: our email to ${name} is queued and goes out as soon as our mail server accepts it.`,
  waitingLetter: (name: string) =>
    `Waiting to be sent: our team prints and posts the letter to ${name}, and it counts as sent once it is posted.`,
  answeredFirst: (name: string) =>
    `${name} has already answered through its link, but our email to it has not left yet, so it has no sent date.`,
  noMailServer:
    'No mail server is set up, so no email leaves this platform: every email waits here as pending. Set SMTP_URL (for example smtp://user:password@mail.example.nz:587) and restart the platform; the waiting emails then go out.',
} as const;

/**
 * A row's delivery as the family sees it: Sent with its date, or Queued with a plain explanation of
 * what it is waiting for (and, when the organisation answered before the email left, that too).
 */
export function deliveryShown(row: {
  name: string;
  channel: 'email' | 'letter';
  sentDate: string | null;
  acknowledgedAt: string | null;
}): { state: DeliveryState; label: string; explanation: string | null } {
  if (row.sentDate) return { state: 'sent', label: DELIVERY_TEXTS.sent, explanation: null };
  const explanation =
    row.channel === 'letter'
      ? DELIVERY_TEXTS.waitingLetter(row.name)
      : row.acknowledgedAt
        ? DELIVERY_TEXTS.answeredFirst(row.name)
        : DELIVERY_TEXTS.waitingEmail(row.name);
  return { state: 'queued', label: DELIVERY_TEXTS.queued, explanation };
}
