import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/app-error.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the same-origin check needs to know of the app. */
export interface SameOriginOptions {
  /** The origins the app is served from (`PUBLIC_URL`'s); the first is named in the refusal. */
  trustedOrigins: readonly string[];
  /** The name of the session cookie (`estate.session_token`, `__Secure-` on HTTPS). */
  sessionCookie: string;
}

/** The site the browser says a request came from is ours: a trusted origin, or this very host. */
function isOwnOrigin(origin: string, request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  if (trustedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Whether a Cookie header carries a cookie of this name (whatever its value, valid or not). */
export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((part) => {
    const eq = part.indexOf('=');
    return eq > 0 && part.slice(0, eq).trim() === name;
  });
}

/**
 * Refuses a state-changing API request that a browser sent from another site (cross-site request
 * forgery), and one signed in by the session cookie that does not say where it came from. Session
 * cookies are SameSite=Lax and the API reads JSON, which already stop the usual attacks; this is the
 * explicit check behind them, and it also covers a sibling subdomain (same site, so Lax cookies go)
 * and multipart posts, which a plain HTML form can send.
 *
 * Every browser names the sender in `Origin` on every POST, PUT, PATCH and DELETE, and most in
 * `Sec-Fetch-Site` too:
 *
 * - an `Origin` that is not ours, or `null`, is refused; so is `Sec-Fetch-Site` saying cross-site
 *   or same-site when there is no `Origin`;
 * - a request that carries the session cookie and no `Origin` is refused, whatever else it says
 *   (a `Referer` is not asked). A browser always sends `Origin` on a write, and a script that
 *   signs in as someone can send it too (decision 069);
 * - a request with no session cookie and neither header (a public form posted by a script, a
 *   future client with its own credentials in `Authorization`) is judged by the route as usual.
 *
 * Under `/api/auth/` only the cookie-without-`Origin` rule is ours: better-auth judges an `Origin`
 * that is present against the same trusted origins (outside tests, where it skips its check).
 * See docs/decisions/009-same-origin-check.md and 069-a-signed-in-write-names-its-origin.md.
 */
export function registerSameOriginCheck(app: FastifyInstance, options: SameOriginOptions): void {
  const { trustedOrigins, sessionCookie } = options;
  const site = trustedOrigins[0] ?? 'this site';
  const noOrigin = `This change needs an Origin header naming this site (${site}): a request signed in with the session cookie must say which site sent it, so it was not carried out.`;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method)) return done();
    const url = request.url;
    if (!url.startsWith('/api/')) return done();
    const origin = request.headers.origin;
    if (!origin && hasCookie(request.headers.cookie, sessionCookie)) return done(forbidden(noOrigin));
    if (url.startsWith('/api/auth/')) return done();
    const fetchSite = request.headers['sec-fetch-site'];
    const fromOtherSite =
      origin !== undefined
        ? !isOwnOrigin(origin, request, trustedOrigins)
        : fetchSite === 'cross-site' || fetchSite === 'same-site';
    if (fromOtherSite)
      return done(forbidden('This request came from another site, so it was not carried out.'));
    done();
  });
}
