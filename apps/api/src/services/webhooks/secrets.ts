import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Webhook signing secrets (decision 089). A secret is `whsec_` and the base64 of 24 random bytes, as
 * the Standard Webhooks specification writes them. The receiver needs the secret itself to check a
 * signature, so it cannot be hashed: it is sealed at rest with AES-256-GCM under a key derived
 * (HKDF-SHA256) from the server secret for this purpose only. A copy of the database alone does not
 * give the secrets away; the server secret with it does.
 */

const PREFIX = 'whsec_';
const SEALED = 'v1';

/** A new signing secret, to show its owner once. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(24).toString('base64')}`;
}

const keys = new Map<string, Buffer>();
function keyOf(serverSecret: string): Buffer {
  let key = keys.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, 'webhook-secrets', 'webhook-secret-seal:v1', 32));
    keys.set(serverSecret, key);
  }
  return key;
}

/** The secret sealed for the database: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealSecret(serverSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEALED, iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret a sealed value holds; throws when it was sealed with another server secret or altered. */
export function openSecret(serverSecret: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== SEALED || !iv || !tag || body === undefined) throw new Error('not a sealed webhook secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * Standard Webhooks' `webhook-signature` value for one secret: `v1,` and the base64 HMAC-SHA256 of
 * `{id}.{timestamp}.{body}` keyed with the secret's bytes (the base64 after `whsec_`).
 */
export function signatureOf(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of a signed message; several secrets (a rotation) give space-separated signatures. */
export function signedHeaders(
  secrets: readonly string[],
  messageId: string,
  body: string,
  now = Date.now(),
): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signatureOf(s, messageId, timestamp, body)).join(' '),
  };
}
