import { AsyncLocalStorage } from 'node:async_hooks';
import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, createEmailVerificationToken } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { getCurrentAdapter } from '@better-auth/core/context';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACCOUNT_DEACTIVATED,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_LINK_TTL_SECONDS,
  SELF_SERVICE_ROLES,
} from '@estate/domain';
import type { Config } from '../../env.js';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import { acceptExecutorInvitations } from '../estates/accept-executor-invitations.js';
import {
  changeEmailEmail,
  existingAccountEmail,
  passwordResetEmail,
  verifyEmailEmail,
} from '../email/templates/index.js';
import { enqueueEmail, type EmailMessage } from '../outbox/enqueue-email.js';
import { recordSignIn, signInMethodOf, waitsForSecondFactor } from './audit-sign-in.js';
import { endOtherSessions, type SignInChange } from './end-other-sessions.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { createSessionReader } from './session-reader.js';

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 7;
/** A session used after a day is extended, so an active person is never signed out. */
const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;
const COOKIE_PREFIX = 'estate';

/**
 * Set while the server itself makes an account whose address is already known to be its owner's
 * (the demo's accounts, `admin:create`): the sign-up then marks the address confirmed in its own
 * transaction and queues no "Confirm your email address" (issue 42, item 13).
 */
const signingUpConfirmed = new AsyncLocalStorage<true>();

/** Runs a server-side `signUpEmail` for an address already confirmed: no verification email. */
export function signUpConfirmed<T>(signUp: () => Promise<T>): Promise<T> {
  return signingUpConfirmed.run(true, signUp);
}

/** The name of the session cookie better-auth sets (with `__Secure-` when served over HTTPS). */
export function sessionCookieName(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl.startsWith('https://') ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token`;
}

/**
 * Registers the spec's `executors` table and our `outbox` with better-auth, so an executor's row
 * and the verification email join the sign-up transaction.
 */
const estatePlatformPlugin = {
  id: 'estate-platform',
  schema: {
    executor: {
      modelName: 'executors',
      fields: {
        userId: { type: 'string', required: true, references: { model: 'user', field: 'id' } },
        estateId: { type: 'string', required: false },
        fullName: { type: 'string', required: true },
      },
    },
    outboxEmail: {
      modelName: 'outbox',
      fields: {
        kind: { type: 'string', required: true },
        toAddress: { type: 'string', required: true },
        subject: { type: 'string', required: true },
        textBody: { type: 'string', required: true },
        htmlBody: { type: 'string', required: false },
        link: { type: 'string', required: false },
      },
    },
  },
} as const;

/** How long an emailed verification link works (better-auth's default, stated). */
const VERIFY_LINK_TTL_SECONDS = 60 * 60;

/** Whether a verification token (a JWT) confirms an email change rather than a new account's address. */
function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      requestType?: unknown;
    };
    return payload.requestType === 'change-email-verification';
  } catch {
    return false;
  }
}

/** To the NEW address of an email change (Settings): the change is made only when this link is opened. */
function emailChangeEmail(user: { email: string; name: string }, url: string): EmailMessage {
  return { kind: 'change-email', to: user.email, ...changeEmailEmail({ name: user.name, url }), link: url };
}

function verificationEmail(user: { email: string; name: string }, url: string): EmailMessage {
  return { kind: 'verify-email', to: user.email, ...verifyEmailEmail({ name: user.name, url }), link: url };
}

/**
 * The endpoints where a signed-in person changes how they sign in and better-auth replaces their
 * session with a fresh one (paths without /api/auth): every other session then ends (issue 41).
 * verify-totp replaces the session only when it confirms a new authenticator (a sign-in's second
 * step has no session yet); change-password only because every request to it asks for it (below).
 */
const SESSION_REPLACING_CHANGES: Record<string, SignInChange> = {
  '/two-factor/verify-totp': 'twoFactorEnabled',
  '/two-factor/disable': 'twoFactorDisabled',
  '/change-password': 'passwordChanged',
};

/** What a person may change about themselves through better-auth's update-user. */
const SELF_EDITABLE_USER_FIELDS = new Set(['name', 'image', 'updatedAt']);

/** To the owner of an address someone tried to sign up with again: nothing is revealed to them. */
function existingAccountMessage(user: { email: string; name: string }, publicUrl: string): EmailMessage {
  return {
    kind: 'existing-account',
    to: user.email,
    ...existingAccountEmail({ name: user.name, publicUrl }),
  };
}

export function createAuth(db: Db, config: Config, log: FastifyBaseLogger) {
  const devLink = (what: string, to: string, url: string) => {
    if (config.nodeEnv !== 'production' && !config.smtpUrl) {
      log.info({ to, url }, `${what} link (no SMTP_URL set; the email waits in the outbox)`);
    }
  };

  const instance = betterAuth({
    appName: 'NZ Estate Platform',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
        twoFactors: schema.twoFactors,
        executors: schema.executors,
        outbox: schema.outbox,
      },
      transaction: true,
    }),
    user: {
      modelName: 'users',
      // Settings › Profile asks for a change through PATCH /api/me/profile (the endpoint itself is not
      // exposed): better-auth emails a link to the NEW address and changes the email only when it is
      // opened (decision 025).
      changeEmail: { enabled: true },
      additionalFields: {
        // Fields that grant access are never input to better-auth's endpoints: update-user answers
        // 400 for them. Sign-up's account type is read from the request in the create hook below,
        // and later role changes go through the admin API, audited.
        role: { type: 'string', required: false, defaultValue: 'beneficiary', input: false },
        active: { type: 'boolean', required: false, defaultValue: true, input: false },
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_TTL_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [] },
    },
    // Our own rate limiter runs in front of the handler (per IP and per account, in the database).
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up answers alike whether or not the address has an account (better-auth's generic
      // duplicate response), so it cannot sign anyone in: the emailed link does that. The owner of
      // an existing address is told by email instead (decision 012).
      autoSignIn: false,
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }) => {
        await enqueueEmail(db, existingAccountMessage(user, config.publicUrl));
      },
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueEmail(db, {
          kind: 'password-reset',
          to: user.email,
          ...passwordResetEmail({ name: user.name, url }),
          link: url,
        });
        devLink('Password reset', user.email, url);
      },
    },
    emailVerification: {
      // At sign-up the email is written by the account hook below, inside the sign-up transaction;
      // better-auth's own sign-up email would be queued only after the commit.
      sendOnSignUp: false,
      // Signing in before confirming sends a fresh link (the first may have expired or been lost).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_TTL_SECONDS,
      // Asking for a new link later (POST /api/auth/send-verification-email).
      // An email change (Settings) sends its link here too, with `user.email` the new address.
      sendVerificationEmail: async ({ user, url, token }) => {
        const changing = isEmailChangeToken(token);
        await enqueueEmail(db, changing ? emailChangeEmail(user, url) : verificationEmail(user, url));
        devLink(changing ? 'Email change' : 'Email verification', user.email, url);
      },
      // An executor named by email before they had an account takes up the estate once the
      // address is proven theirs (decision 011).
      afterEmailVerification: async (user) => {
        await acceptExecutorInvitations(db, user.id);
      },
    },
    hooks: {
      // A new password always ends the person's other sessions, whatever the request says:
      // better-auth then ends every session and issues a fresh one in one transaction.
      // eslint-disable-next-line @typescript-eslint/require-await -- better-auth's hooks are async
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password') return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        return { context: { body: { ...body, revokeOtherSessions: true } } };
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: (user, ctx) => {
            // The account type chosen on the sign-up form; `role` is not an input field, so
            // better-auth itself never writes what a request says.
            const asked = (ctx?.body as { role?: unknown } | undefined)?.role;
            const role = asked ?? 'beneficiary';
            if (!(SELF_SERVICE_ROLES as readonly unknown[]).includes(role)) {
              return Promise.reject(
                new APIError('BAD_REQUEST', { message: 'Please choose a valid account type.' }),
              );
            }
            return Promise.resolve({ data: { ...user, role, active: true } });
          },
        },
        update: {
          // Defence in depth behind `input: false`: through update-user a person changes their
          // name and picture only, whatever the library lets through now or in a later version.
          before: (data, ctx) => {
            if (ctx?.path !== '/update-user') return Promise.resolve();
            const extra = Object.keys(data).filter((k) => !SELF_EDITABLE_USER_FIELDS.has(k));
            if (extra.length) {
              return Promise.reject(
                new APIError('BAD_REQUEST', { message: 'Only your name and picture can be changed here.' }),
              );
            }
            return Promise.resolve();
          },
          // Opening the emailed link of an email change is what changes the address: every other
          // session ends; the one that opened the link (if it is theirs) stays signed in.
          after: async (user, ctx) => {
            const token = (ctx?.query as { token?: unknown } | undefined)?.token;
            if (ctx?.path !== '/verify-email' || typeof token !== 'string' || !isEmailChangeToken(token))
              return;
            const current = ctx.context.session;
            const keep = current?.user.id === user.id ? current.session.token : null;
            await endOtherSessions(db, user.id, keep, 'emailChanged');
          },
        },
      },
      verification: {
        delete: {
          // A password reset by emailed link spends its token in the transaction that sets the
          // password and (revokeSessionsOnPasswordReset) ends every session: this runs after it
          // committed, and records it (no session made the change, so none is kept).
          after: async (verification, ctx) => {
            if (ctx?.path !== '/reset-password' || !verification.identifier.startsWith('reset-password:'))
              return;
            await endOtherSessions(db, verification.value, null, 'passwordReset');
          },
        },
      },
      session: {
        create: {
          // A deactivated account gets no new session, by password, link or anything else.
          before: async (session, ctx) => {
            // Through better-auth's adapter, so a transaction it has open is used (PGlite has one
            // connection: a second would wait for ever).
            const adapter = ctx ? await getCurrentAdapter(ctx.context.adapter) : null;
            const row = adapter
              ? await adapter.findOne<{ active: boolean }>({
                  model: 'user',
                  where: [{ field: 'id', value: session.userId }],
                })
              : (
                  await db
                    .select({ active: schema.users.active })
                    .from(schema.users)
                    .where(eq(schema.users.id, session.userId))
                )[0];
            if (row && row.active === false) {
              throw new APIError('FORBIDDEN', { message: ACCOUNT_DEACTIVATED });
            }
          },
          // A sign-in (by password, emailed link or second factor) sets the person's last sign-in
          // and is audited. After hooks run once better-auth's transaction has committed (or at
          // once when it opened none), so the app's own connection is free even on PGlite.
          after: async (session, ctx) => {
            // A signed-in person changed how they sign in and got this fresh session: it is the one
            // that stays (better-auth deleted the one it replaces).
            const change = ctx?.context.session?.session ? SESSION_REPLACING_CHANGES[ctx.path] : undefined;
            if (change) await endOtherSessions(db, session.userId, session.token, change);
            const method = signInMethodOf(ctx?.path);
            if (!method || (await waitsForSecondFactor(db, session.userId, ctx?.path))) return;
            // Confirming a new authenticator (verify-totp while signed in) renews the session: not a sign-in.
            if (ctx?.context.session?.session) return;
            await recordSignIn(db, session.userId, method);
          },
        },
      },
      account: {
        create: {
          // Runs inside better-auth's sign-up transaction, after the users row is written: the
          // executors row and the verification email commit with the account or not at all
          // (spec 1 §4, §7; the outbox rule of ARCHITECTURE).
          before: async (account, ctx) => {
            // Sign-up only: a password set through an admin's invitation link (reset-password)
            // makes the sign-in account of a person who already has their rows and proved their email.
            if (!ctx || ctx.path !== '/sign-up/email') return;
            const adapter = await getCurrentAdapter(ctx.context.adapter);
            const user = await adapter.findOne<{ id: string; name: string; email: string; role: string }>({
              model: 'user',
              where: [{ field: 'id', value: account.userId }],
            });
            if (!user) return;
            if (user.role === 'executor') {
              await adapter.create({
                model: 'executor',
                data: { userId: user.id, estateId: null, fullName: user.name },
              });
            }
            if (signingUpConfirmed.getStore()) {
              await adapter.update({
                model: 'user',
                where: [{ field: 'id', value: user.id }],
                update: { emailVerified: true },
              });
            } else if (account.providerId === 'credential') {
              const body = (ctx.body ?? {}) as { callbackURL?: unknown };
              const callbackURL = encodeURIComponent(
                typeof body.callbackURL === 'string' ? body.callbackURL : '/',
              );
              const token = await createEmailVerificationToken(
                ctx.context.secret,
                user.email,
                undefined,
                VERIFY_LINK_TTL_SECONDS,
                { userId: user.id },
              );
              const url = `${ctx.context.baseURL}/verify-email?token=${token}&callbackURL=${callbackURL}`;
              const mail = verificationEmail(user, url);
              await adapter.create({
                model: 'outboxEmail',
                data: {
                  kind: mail.kind,
                  toAddress: mail.to,
                  subject: mail.subject,
                  textBody: mail.text,
                  htmlBody: mail.html,
                  link: mail.link,
                },
              });
              devLink('Email verification', user.email, url);
            }
          },
        },
      },
    },
    plugins: [
      estatePlatformPlugin,
      twoFactor({ issuer: 'NZ Estate Platform', schema: { twoFactor: { modelName: 'twoFactors' } } }),
    ],
    // better-auth's own messages (a failed sign-in, an error inside a hook) go to the app's
    // structured log with its level and redaction, not straight to the console: a test app built
    // without a logger prints none of the expected failures its tests provoke.
    // An unexpected failure inside an auth endpoint (a database error mid sign-up) is thrown on to
    // the Fastify route, so it is answered and logged like every other route's 500; otherwise
    // better-call prints it to the console itself. better-auth's own refusals (a wrong password,
    // an expired link) are APIErrors and are still answered by better-auth.
    onAPIError: { throw: true },
    logger: {
      level: 'warn',
      log: (level, message, ...args: unknown[]) => {
        const err = args.find((a): a is Error => a instanceof Error);
        log[level]({ source: 'better-auth', ...(err ? { err } : {}) }, message);
      },
    },
    telemetry: { enabled: false },
  });
  // The session lookup every request makes, without better-auth where it would write nothing.
  const readSession = createSessionReader(db, {
    secret: config.authSecret,
    cookiePrefix: COOKIE_PREFIX,
    secureCookies: config.publicUrl.startsWith('https://'),
    expiresInSeconds: SESSION_TTL_SECONDS,
    updateAgeSeconds: SESSION_UPDATE_AGE_SECONDS,
  });
  return Object.assign(instance, { readSession });
}

export type Auth = ReturnType<typeof createAuth>;
