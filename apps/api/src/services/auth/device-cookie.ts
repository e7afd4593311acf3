import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP, "Slow Brute Force Protection Using Device Cookies"; decision 074): a
 * browser that has signed in to an account with the right password gets a long-lived cookie naming
 * that account, signed with the server's secret. A later sign-in to that account carrying it is
 * counted against that device's own limit, not the account's shared one, so someone sending wrong
 * passwords for the account (without the cookie) cannot lock its owner out. The cookie holds no
 * session and grants nothing: it only chooses which counter a sign-in attempt is counted on.
 */

const COOKIE = 'estate.device';
/** A year: a browser the owner uses now and then keeps its place. */
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** The cookie's name (with `__Secure-` when the site is served over HTTPS, like the session's). */
export function deviceCookieName(publicUrl: string): string {
  return `${publicUrl.startsWith('https://') ? '__Secure-' : ''}${COOKIE}`;
}

function signatureOf(secret: string, email: string, nonce: string): string {
  return createHmac('sha256', secret).update(`device-cookie:${email}:${nonce}`).digest('base64url');
}

/** The `Set-Cookie` value of a fresh device cookie for `email` (lower-cased by the caller). */
export function issueDeviceCookie(options: { secret: string; publicUrl: string; email: string }): string {
  const { secret, publicUrl, email } = options;
  const nonce = randomBytes(16).toString('base64url');
  const value = `${nonce}.${signatureOf(secret, email, nonce)}`;
  const secure = publicUrl.startsWith('https://') ? '; Secure' : '';
  return `${deviceCookieName(publicUrl)}=${value}; Path=/api/auth; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The device's id (its nonce) when the request's Cookie header carries a device cookie this server
 * signed for `email`; null when it carries none, a forged one, or one for another account.
 */
export function trustedDeviceOf(
  cookieHeader: string | undefined,
  options: { secret: string; publicUrl: string; email: string },
): string | null {
  if (!cookieHeader) return null;
  const name = deviceCookieName(options.publicUrl);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    const [nonce, signature, ...rest] = part
      .slice(eq + 1)
      .trim()
      .split('.');
    if (!nonce || !signature || rest.length || nonce.length > 64) continue;
    const expected = Buffer.from(signatureOf(options.secret, options.email, nonce));
    const given = Buffer.from(signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
  }
  return null;
}
