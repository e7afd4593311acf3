import { SELF_SERVICE_ROLES } from '@estate/domain';
import { z } from 'zod';

/**
 * The better-auth endpoints we expose (routes/auth.ts), as the OpenAPI document lists them: each
 * with a stable operationId, a summary and, for a POST, its JSON body. better-auth answers them
 * under one catch-all route, so nothing declares them; these schemas are written from better-auth's
 * own (its `body` zod schemas) and only describe: better-auth checks the bodies itself (decision 079).
 */
export interface AuthOperation {
  operationId: string;
  summary: string;
  /** The JSON body of a POST; none: the POST takes no body (an empty object may be sent). */
  body?: z.ZodObject;
  /** The JSON answer of a 200, when it says more than "done". */
  answer?: z.ZodType;
  /** Open to a visitor without a session (the two-factor step has its own short-lived cookie). */
  open?: boolean;
}

const email = z.email().describe('The email address of the account');
const password = z.string().describe('The account’s password');
const newPassword = z.string().min(8).describe('The new password: at least 8 characters, not a common one');
const callbackURL = z
  .string()
  .optional()
  .describe('Where the emailed link leads after confirming (a path of this site)');
const code = z.string().describe('The 6-digit code from the authenticator app');
const trustDevice = z.boolean().optional().describe('Skip the code on this device for 30 days');
const withPassword = z.object({ password });

const person = z
  .object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() })
  .loose();
const signedIn = z
  .object({
    redirect: z.boolean().optional(),
    token: z.string().optional(),
    user: person.optional(),
    twoFactorRedirect: z
      .boolean()
      .optional()
      .describe('True when the account has two-factor sign-in: verify a code next (verify-totp)'),
  })
  .loose();
const done = z.object({ status: z.boolean() }).loose();

export const AUTH_OPERATIONS: Record<string, AuthOperation> = {
  'GET /api/auth/get-session': {
    operationId: 'getSession',
    summary: 'The current session and its person, or null',
    answer: z.object({ session: z.object({ expiresAt: z.string() }).loose(), user: person }).nullable(),
    open: true,
  },
  'GET /api/auth/verify-email': {
    operationId: 'verifyEmail',
    summary: 'Confirm an email address from the emailed link (signs the person in)',
    answer: done,
    open: true,
  },
  'GET /api/auth/list-sessions': {
    operationId: 'listSessions',
    summary: 'My sessions on every device',
    answer: z.array(z.object({ id: z.string(), expiresAt: z.string() }).loose()),
  },
  'POST /api/auth/sign-up/email': {
    operationId: 'signUp',
    summary: 'Create an account; a confirmation link is emailed',
    body: z.object({
      name: z.string().min(1).max(200).describe('Full name'),
      email,
      password: newPassword,
      role: z.enum(SELF_SERVICE_ROLES).optional().describe('The account type; beneficiary when omitted'),
      callbackURL,
    }),
    answer: signedIn,
    open: true,
  },
  'POST /api/auth/sign-in/email': {
    operationId: 'signIn',
    summary: 'Sign in with email and password; sets the session cookie',
    body: z.object({
      email,
      password,
      rememberMe: z.boolean().optional().describe('Keep the session after the browser closes'),
      callbackURL,
    }),
    answer: signedIn,
    open: true,
  },
  'POST /api/auth/sign-out': {
    operationId: 'signOut',
    summary: 'Sign out of this session',
    answer: z.object({ success: z.boolean() }).loose(),
  },
  'POST /api/auth/request-password-reset': {
    operationId: 'requestPasswordReset',
    summary: 'Email a password reset link',
    body: z.object({
      email,
      redirectTo: z.string().optional().describe('The page of this site the link opens'),
    }),
    answer: done,
    open: true,
  },
  'POST /api/auth/reset-password': {
    operationId: 'resetPassword',
    summary: 'Set a new password with the token from the reset link',
    body: z.object({ newPassword, token: z.string().describe('The token from the reset link') }),
    answer: done,
    open: true,
  },
  'POST /api/auth/change-password': {
    operationId: 'changePassword',
    summary: 'Change my password',
    body: z.object({
      currentPassword: password,
      newPassword,
      revokeOtherSessions: z.boolean().optional().describe('Also sign out every other device'),
    }),
    answer: signedIn,
  },
  'POST /api/auth/send-verification-email': {
    operationId: 'sendVerificationEmail',
    summary: 'Send a fresh confirmation link',
    body: z.object({ email, callbackURL }),
    answer: done,
    open: true,
  },
  'POST /api/auth/update-user': {
    operationId: 'updateMyAccount',
    summary: 'Change my name or picture',
    body: z.object({
      name: z.string().min(1).max(200).optional().describe('Full name'),
      image: z.string().nullable().optional().describe('The address of a picture, or null for none'),
    }),
    answer: done,
  },
  'POST /api/auth/revoke-session': {
    operationId: 'revokeSession',
    summary: 'End one of my sessions',
    body: z.object({ token: z.string().describe('The session’s token, from list-sessions') }),
    answer: done,
  },
  'POST /api/auth/revoke-sessions': {
    operationId: 'revokeSessions',
    summary: 'End all my sessions',
    answer: done,
  },
  'POST /api/auth/revoke-other-sessions': {
    operationId: 'revokeOtherSessions',
    summary: 'End my sessions on other devices',
    answer: done,
  },
  'POST /api/auth/two-factor/enable': {
    operationId: 'enableTwoFactor',
    summary: 'Start turning on two-factor sign-in',
    body: z.object({ password }),
    answer: z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }).loose(),
  },
  'POST /api/auth/two-factor/disable': {
    operationId: 'disableTwoFactor',
    summary: 'Turn off two-factor sign-in',
    body: withPassword,
    answer: done,
  },
  'POST /api/auth/two-factor/get-totp-uri': {
    operationId: 'getTotpUri',
    summary: 'The authenticator app link for two-factor sign-in',
    body: withPassword,
    answer: z.object({ totpURI: z.string() }).loose(),
  },
  'POST /api/auth/two-factor/verify-totp': {
    operationId: 'verifyTotp',
    summary: 'Finish signing in (or turning on two-factor) with an app code',
    body: z.object({ code, trustDevice }),
    answer: signedIn,
    open: true,
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    operationId: 'verifyBackupCode',
    summary: 'Finish signing in with a backup code',
    body: z.object({ code: z.string().describe('One of the backup codes'), trustDevice }),
    answer: signedIn,
    open: true,
  },
  'POST /api/auth/two-factor/generate-backup-codes': {
    operationId: 'generateBackupCodes',
    summary: 'New two-factor backup codes',
    body: withPassword,
    answer: z.object({ status: z.boolean(), backupCodes: z.array(z.string()) }).loose(),
  },
};
