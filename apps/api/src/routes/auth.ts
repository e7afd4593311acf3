import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SELF_SERVICE_ROLES, TEXTS } from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { AppError, notFound } from '../lib/app-error.js';
import { getActor } from '../services/auth/actor.js';
import { recordFailedSignIn } from '../services/auth/audit-sign-in.js';
import {
  mayChangeSecurity,
  recordSecurityChange,
  securityChangeOf,
} from '../services/auth/audit-security.js';
import { isCommonPassword } from '../services/auth/common-passwords.js';
import { issueDeviceCookie, trustedDeviceOf } from '../services/auth/device-cookie.js';
import { parseInput } from '../lib/validate.js';

/** Endpoints that guess or spend secrets: each is limited per IP and per account. */
const SIGN_IN = '/api/auth/sign-in/email';
const LIMITED = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
  // Each sends an email: limited so nobody can fill a stranger's inbox.
  '/api/auth/send-verification-email',
]);

/**
 * The better-auth endpoints the product uses, and nothing else: every other path under /api/auth
 * answers 404, so a library update cannot quietly expose an endpoint we never reviewed (account
 * linking, email change, account deletion, social sign-in). Reviewed for fields a person must not
 * write: update-user takes name and picture only (the user update hook in services/auth/auth.ts).
 */
const EXPOSED: Record<string, ReadonlySet<string>> = {
  GET: new Set(['/api/auth/get-session', '/api/auth/verify-email', '/api/auth/list-sessions']),
  POST: new Set([
    '/api/auth/sign-up/email',
    '/api/auth/sign-in/email',
    '/api/auth/sign-out',
    '/api/auth/request-password-reset',
    '/api/auth/reset-password',
    '/api/auth/change-password',
    '/api/auth/send-verification-email',
    '/api/auth/update-user',
    '/api/auth/revoke-session',
    '/api/auth/revoke-sessions',
    '/api/auth/revoke-other-sessions',
    '/api/auth/two-factor/enable',
    '/api/auth/two-factor/disable',
    '/api/auth/two-factor/get-totp-uri',
    '/api/auth/two-factor/verify-totp',
    '/api/auth/two-factor/verify-backup-code',
    '/api/auth/two-factor/generate-backup-codes',
  ]),
};

/** The exposed auth endpoints, for the authorization-matrix test. */
export const EXPOSED_AUTH_ENDPOINTS = Object.entries(EXPOSED).flatMap(([method, set]) =>
  [...set].map((url) => ({ method, url })),
);

const bodyFields = z
  .object({
    email: z.string().optional(),
    password: z.string().optional(),
    newPassword: z.string().optional(),
    role: z.unknown().optional(),
  })
  .partial()
  .loose();

/** better-auth writes the name as given: a null one is a database error, a huge one no name. */
const nameField = z
  .object({
    name: z
      .string({ message: 'Full name is required.' })
      .trim()
      .min(1, { message: 'Full name is required.' })
      .max(200, { message: 'Full name must be 200 characters or fewer.' }),
  })
  .partial()
  .loose();
const WRITES_NAME = new Set(['/api/auth/sign-up/email', '/api/auth/update-user']);

/** Why better-auth refused: its error message (or code) from the answer's body. */
function reasonOf(text: string, status: number): string {
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    const reason = typeof body.message === 'string' && body.message ? body.message : body.code;
    if (typeof reason === 'string' && reason) return reason.slice(0, 200);
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${status}`;
}

/** Mounts better-auth at /api/auth/* behind our rate limits and password policy. */
export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { auth, db, config, rateLimits } = deps;
  const deviceCookieKeys = { secret: config.authSecret, publicUrl: config.publicUrl };

  const limit = async (key: string, max: number) => {
    const r = await rateLimits.hit(key, max, config.rateLimit.windowMs);
    if (!r.allowed) {
      throw Object.assign(new AppError('RATE_LIMITED', TEXTS.errors.rateLimited), {
        retryAfter: r.retryAfterSeconds,
      });
    }
  };

  const guard = async (request: FastifyRequest, path: string) => {
    if (request.method === 'POST' && WRITES_NAME.has(path)) parseInput(nameField, request.body ?? {});
    if (request.method !== 'POST' || !LIMITED.has(path)) return;
    const body = bodyFields.safeParse(request.body ?? {});
    const fields = body.success ? body.data : {};
    // No address is longer (RFC 5321), and a longer one overflows the rate limiter's key and the email index.
    if (typeof fields.email === 'string' && fields.email.length > 254)
      throw new AppError('VALIDATION', 'Please enter a valid email address.', [
        { path: 'email', message: 'Please enter a valid email address.' },
      ]);
    await limit(`ip:${request.ip}:${path}`, config.rateLimit.perIp);
    if (typeof fields.email === 'string' && fields.email) {
      const email = fields.email.trim().toLowerCase();
      // A browser that has signed in to this account before has its own counter (device cookie),
      // so wrong passwords sent by others for the account do not lock its owner out (decision 074).
      const device =
        path === SIGN_IN ? trustedDeviceOf(request.headers.cookie, { ...deviceCookieKeys, email }) : null;
      await limit(`acct:${email}:${path}${device ? `:device:${device}` : ''}`, config.rateLimit.perAccount);
    }
    const secret = path.endsWith('/sign-up/email') ? fields.password : fields.newPassword;
    if (
      (path.endsWith('/sign-up/email') ||
        path.endsWith('/reset-password') ||
        path.endsWith('/change-password')) &&
      typeof secret === 'string' &&
      isCommonPassword(secret)
    ) {
      throw new AppError('VALIDATION', TEXTS.errors.commonPassword, [
        {
          path: path.endsWith('/sign-up/email') ? 'password' : 'newPassword',
          message: TEXTS.errors.commonPassword,
        },
      ]);
    }
    if (path.endsWith('/sign-up/email')) {
      const role = fields.role ?? 'beneficiary';
      if (!(SELF_SERVICE_ROLES as readonly unknown[]).includes(role)) {
        throw new AppError('VALIDATION', 'Please choose a valid account type.', [
          { path: 'role', message: 'Please choose a valid account type.' },
        ]);
      }
    }
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, config.publicUrl);
    if (!EXPOSED[request.method]?.has(url.pathname)) throw notFound();
    try {
      await guard(request, url.pathname);
    } catch (err) {
      const retryAfter = (err as { retryAfter?: number }).retryAfter;
      if (retryAfter) void reply.header('retry-after', String(retryAfter));
      throw err;
    }
    const headers = fromNodeHeaders(request.headers);
    headers.delete('content-length');
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    // Who is changing their security (read before the change renews their session), for the audit.
    const securityActor =
      request.method === 'POST' && mayChangeSecurity(url.pathname) ? await getActor(auth, request) : null;
    // A new password always ends the person's other sessions: better-auth's before hook asks for
    // it (services/auth/auth.ts), so no request can keep them.
    const body = request.body ?? {};
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        ...(hasBody ? { body: JSON.stringify(body) } : {}),
      }),
    );
    const securityChange = securityChangeOf(url.pathname, securityActor);
    if (securityChange && securityActor && response.status === 200) {
      await recordSecurityChange(db, securityActor, securityChange);
    }
    void reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key === 'set-cookie' || key === 'content-length') return;
      void reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (url.pathname === SIGN_IN && response.status === 200) {
      // The right password: this browser is one the owner uses (a device cookie for the account).
      const fields = bodyFields.safeParse(request.body ?? {});
      const email = fields.success ? fields.data.email?.trim().toLowerCase() : undefined;
      if (email && !trustedDeviceOf(request.headers.cookie, { ...deviceCookieKeys, email }))
        cookies.push(issueDeviceCookie({ ...deviceCookieKeys, email }));
    }
    if (cookies.length) void reply.header('set-cookie', cookies);
    const text = await response.text();
    if (url.pathname === '/api/auth/sign-in/email' && response.status >= 400) {
      const fields = bodyFields.safeParse(request.body ?? {});
      await recordFailedSignIn(
        db,
        (fields.success && fields.data.email) || '',
        reasonOf(text, response.status),
      );
    }
    if (
      response.status === 403 &&
      url.pathname === '/api/auth/sign-in/email' &&
      /EMAIL_NOT_VERIFIED/.test(text)
    ) {
      // better-auth has just emailed a fresh link; say so in words a person understands.
      return reply.send({ code: 'EMAIL_NOT_VERIFIED', message: TEXTS.auth.confirmEmailFirst });
    }
    return reply.send(text.length ? text : null);
  };

  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler });
}
