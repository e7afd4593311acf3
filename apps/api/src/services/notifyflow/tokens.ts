import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** NF- and 6 uppercase letters or digits from a cryptographic source (spec 1 §9). */
export function newReferenceCode(): string {
  let code = 'NF-';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

const PURPOSE = 'institution-response:v1';
export const RESPONSE_LINK_TTL_DAYS = 90;

/**
 * A response link for one institution's row: signed with the server secret, for this purpose
 * only, with an expiry. Nothing is stored; a tampered token fails the signature.
 */
export function signResponseToken(secret: string, institutionsNotifiedId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + RESPONSE_LINK_TTL_DAYS * 86_400;
  const body = Buffer.from(`${institutionsNotifiedId}.${expires}`).toString('base64url');
  // '~' joins the parts: a '.' would make /respond/<token> look like a file to the SPA fallback.
  return `${body}~${mac(secret, body)}`;
}

export type TokenCheck =
  | { ok: true; institutionsNotifiedId: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' };

export function verifyResponseToken(secret: string, token: string, now = Date.now()): TokenCheck {
  const [body, signature] = token.split('~');
  if (!body || !signature) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  const [id, exp] = Buffer.from(body, 'base64url').toString('utf8').split('.');
  const expires = Number(exp);
  if (!id || !Number.isFinite(expires)) return { ok: false, reason: 'invalid' };
  if (expires * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, institutionsNotifiedId: id, expiresAt: new Date(expires * 1000) };
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', `${PURPOSE}:${secret}`).update(body).digest('base64url');
}
