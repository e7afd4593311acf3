import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_DEACTIVATED, can, parseRole, TEXTS, type Permission } from '@estate/domain';
import { AppError, unauthenticated } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import type { Auth } from './auth.js';
import { ASK_BETTER_AUTH, type SessionRow } from './session-reader.js';

export type { Actor } from '../access/actor.js';

const cache = new WeakMap<FastifyRequest, Promise<Actor | null>>();
const refreshedCookies = new WeakMap<FastifyRequest, string[]>();

/** Cookies better-auth set while resolving the session (an extended expiry); the app forwards them. */
export function sessionCookiesFor(request: FastifyRequest): string[] {
  return refreshedCookies.get(request) ?? [];
}

/** The session cookie better-auth reads (`estate.session_token`, `__Secure-` prefixed on HTTPS). */
function hasSessionCookie(header: string | undefined): boolean {
  return !!header && (header.includes('session_token') || header.includes('session_data'));
}

/** Resolves the session cookie to an actor once per request; null when signed out. */
export function getActor(auth: Auth, request: FastifyRequest): Promise<Actor | null> {
  let pending = cache.get(request);
  // Sessions travel only in cookies: a request without a session cookie (a public page, a status
  // lookup, an organisation's link) is signed out without asking better-auth.
  if (!pending && !hasSessionCookie(request.headers.cookie)) {
    pending = Promise.resolve(null);
    cache.set(request, pending);
  }
  if (!pending) {
    // One prepared query where better-auth would write nothing; better-auth itself otherwise.
    pending = auth
      .readSession(request.headers.cookie ?? '')
      .then((row) => (row === ASK_BETTER_AUTH ? viaBetterAuth(auth, request) : row && actorOf(row)));
    cache.set(request, pending);
    // A read that failed (its database connection lost) is not kept: a read run again asks again.
    const failed = pending;
    failed.catch(() => {
      if (cache.get(request) === failed) cache.delete(request);
    });
  }
  return pending;
}

/** The actor a session names, whichever way it was read (the session reader or better-auth). */
function actorOf(
  row: Omit<SessionRow, 'role' | 'active'> & { role?: string | null; active?: boolean | null },
): Actor {
  return {
    id: row.userId,
    email: row.email,
    name: row.name,
    role: parseRole(row.role),
    active: row.active !== false,
    emailVerified: row.emailVerified,
    twoFactorEnabled: row.twoFactorEnabled === true,
    sessionExpiresAt: row.expiresAt,
    sessionId: row.sessionId,
  };
}

/** better-auth's get-session: it extends a session due for it, or clears a dead one, by cookie. */
function viaBetterAuth(auth: Auth, request: FastifyRequest): Promise<Actor | null> {
  return auth.api
    .getSession({ headers: fromNodeHeaders(request.headers), returnHeaders: true })
    .then(({ headers, response: s }) => {
      const cookies = headers.getSetCookie();
      if (cookies.length) refreshedCookies.set(request, cookies);
      if (!s) return null;
      const u = s.user as typeof s.user & {
        role?: string | null;
        active?: boolean | null;
        twoFactorEnabled?: boolean | null;
      };
      return actorOf({
        userId: u.id,
        email: u.email,
        name: u.name,
        role: u.role,
        active: u.active,
        emailVerified: u.emailVerified,
        twoFactorEnabled: u.twoFactorEnabled ?? null,
        expiresAt: new Date(s.session.expiresAt),
        sessionId: s.session.id,
      });
    });
}

const DENIED: Partial<Record<Permission, string>> = {
  'admin:access': TEXTS.guards.adminOnly,
  'dashboard:use': TEXTS.guards.notifyflowOnly,
  'estate:create': TEXTS.guards.newEstateOnly,
  'estate:manage': "Only the estate's lawyer, its executor or an admin can do that.",
};

/** The signed-in actor, or 401. With a permission, 403 unless the role holds it. */
export async function requireActor(
  auth: Auth,
  request: FastifyRequest,
  permission?: Permission,
): Promise<Actor> {
  const actor = await getActor(auth, request);
  if (!actor) throw unauthenticated();
  if (!actor.active) throw new AppError('FORBIDDEN', ACCOUNT_DEACTIVATED);
  if (permission && !can(actor.role, permission)) {
    throw new AppError('FORBIDDEN', DENIED[permission] ?? 'You do not have permission to do that.');
  }
  return actor;
}
