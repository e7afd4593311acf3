/**
 * The one envelope every outgoing email gets (decision 078): From (the platform's, MAIL_FROM),
 * Reply-To the person behind the email where there is one, `Auto-Submitted: auto-generated` on
 * email the platform sends on its own (RFC 3834), and on email a person may turn off,
 * `List-Unsubscribe` with a one-click URL (RFC 8058). The outbox row keeps what only the sender
 * knew (`envelope`: the reply-to person and who may opt out); the worker turns it, with the kind,
 * into headers when it sends, so a retry sends the same headers.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { NOTIFICATION_KIND_VALUES, type NotificationKind } from '@estate/domain';

/** Who a reply reaches, and who may turn this kind of email off with one click. */
export const emailEnvelopeSchema = z.object({
  replyTo: z.object({ name: z.string(), address: z.string() }).optional(),
  optOut: z.object({ userId: z.string(), kind: z.enum(NOTIFICATION_KIND_VALUES) }).optional(),
});
export type EmailEnvelope = z.infer<typeof emailEnvelopeSchema>;

/**
 * The kinds a person deliberately sends, now, to this reader (an enquiry, a death notice, a reply,
 * an invitation, an invoice): no `Auto-Submitted`, so an answer (even an automatic one) is welcome.
 * Every other kind (sign-in links, receipts, notices, digests, reminders, scheduled reports) the
 * platform sends on its own and is `auto-generated`.
 */
export const PERSON_SENT_EMAIL_KINDS: ReadonlySet<string> = new Set([
  'public-site.enquiry',
  'public-site.demo-request',
  'institution-notification',
  'institution-reply',
  'notification-cc',
  'executor-invitation',
  'estate-invitation',
  'account-invitation',
  'invoice',
]);

export function isAutomatedEmail(kind: string): boolean {
  return !PERSON_SENT_EMAIL_KINDS.has(kind);
}

/** Where the one-click unsubscribe lives and what signs its tokens. */
export interface UnsubscribeSite {
  publicUrl: string;
  secret: string;
}

const PURPOSE = 'email-unsubscribe:v1';
/** How long an unsubscribe link in a sent email works: a year (mail is read, and kept, long after). */
export const UNSUBSCRIBE_LINK_TTL_DAYS = 365;

/** A token naming one person and one kind of email, signed for this purpose only; nothing stored. */
export function signUnsubscribeToken(
  secret: string,
  optOut: { userId: string; kind: NotificationKind },
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + UNSUBSCRIBE_LINK_TTL_DAYS * 86_400;
  const body = Buffer.from(`${optOut.userId}.${optOut.kind}.${expires}`).toString('base64url');
  return `${body}~${mac(secret, body)}`;
}

/** The person and kind a token names, or null when it is tampered with, malformed or expired. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  now = Date.now(),
): { userId: string; kind: NotificationKind } | null {
  const [body, signature, extra] = token.split('~');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, kind, exp] = Buffer.from(body, 'base64url').toString('utf8').split('.');
  const parsedKind = z.enum(NOTIFICATION_KIND_VALUES).safeParse(kind);
  const expires = Number(exp);
  if (!userId || !parsedKind.success || !Number.isFinite(expires) || expires * 1000 < now) return null;
  return { userId, kind: parsedKind.data };
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', `${PURPOSE}:${secret}`).update(body).digest('base64url');
}

export function unsubscribeUrl(site: UnsubscribeSite, token: string): string {
  return `${site.publicUrl}/api/email/unsubscribe/${token}`;
}

/** What nodemailer is given beyond From, To, Subject and the parts. */
export interface EnvelopeFields {
  replyTo?: { name: string; address: string };
  headers: Record<string, string>;
}

/**
 * The headers of an email of `kind` with the stored `envelope` (anything malformed there counts as
 * none). Without `site` (no PUBLIC_URL and secret given to the worker) no List-Unsubscribe.
 */
export function envelopeFields(
  kind: string,
  stored: unknown,
  site: UnsubscribeSite | undefined,
  now = Date.now(),
): EnvelopeFields {
  const parsed = emailEnvelopeSchema.safeParse(stored ?? {});
  const envelope = parsed.success ? parsed.data : {};
  const headers: Record<string, string> = {};
  if (isAutomatedEmail(kind)) {
    headers['Auto-Submitted'] = 'auto-generated';
    // Exchange and Outlook read this rather than Auto-Submitted: no out-of-office answers.
    headers['X-Auto-Response-Suppress'] = 'All';
  }
  if (envelope.optOut && site) {
    headers['List-Unsubscribe'] =
      `<${unsubscribeUrl(site, signUnsubscribeToken(site.secret, envelope.optOut, now))}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return { ...(envelope.replyTo ? { replyTo: envelope.replyTo } : {}), headers };
}
