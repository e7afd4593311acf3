import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/app-error.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The site the browser says a request came from is ours: a trusted origin, or this very host. */
function isOwnOrigin(origin: string, request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  if (trustedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Refuses a state-changing API request that a browser sent from another site (cross-site request
 * forgery). Session cookies are SameSite=Lax and the API reads JSON, which already stop the usual
 * attacks; this is the explicit check behind them, and it also covers a sibling subdomain (same
 * site, so Lax cookies go) and multipart posts, which a plain HTML form can send.
 *
 * A browser names the sender in `Origin` on every POST, PUT, PATCH and DELETE, and in
 * `Sec-Fetch-Site`; either pointing elsewhere is refused. A request with neither comes from no
 * browser (a script or a test), carries no one's cookies by accident, and is judged by the route
 * as usual. better-auth checks its own routes (`/api/auth/*`) against the same trusted origins.
 * See docs/decisions/009-same-origin-check.md.
 */
export function registerSameOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method)) return done();
    const url = request.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/auth/')) return done();
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const fromOtherSite =
      origin !== undefined
        ? !isOwnOrigin(origin, request, trustedOrigins)
        : site === 'cross-site' || site === 'same-site';
    if (fromOtherSite)
      return done(forbidden('This request came from another site, so it was not carried out.'));
    done();
  });
}
