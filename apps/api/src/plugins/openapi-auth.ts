import { SELF_SERVICE_ROLES } from '@estate/domain';
import { z } from 'zod';

/**
 * The better-auth endpoints we expose (routes/auth.ts), as the OpenAPI document lists them: each
 * with a stable operationId and a summary. better-auth answers them under one catch-all route, so
 * no route of ours declares them. Their query parameters and JSON bodies are better-auth's own zod
 * schemas, read from the library's endpoints (`libraryInputs`), so they follow the library; a body
 * is written here only where better-auth's is open (sign-up takes our additional `role` field, and
 * update-user any of the user's fields). Answers are written here: better-auth declares them only as
 * prose in its metadata (decision 079).
 */
export interface AuthOperation {
  operationId: string;
  summary: string;
  /**
   * Fields of a POST's JSON body beyond those better-auth's own schema names: those our
   * configuration adds (sign-up's `role`) or that its schema takes as any field (update-user).
   */
  moreBody?: z.ZodObject;
  /** The JSON answer of a 200, when it says more than "done". */
  answer?: z.ZodType;
  /** Open to a visitor without a session (the two-factor step has its own short-lived cookie). */
  open?: boolean;
}

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
    moreBody: z.object({
      role: z.enum(SELF_SERVICE_ROLES).optional().describe('The account type; beneficiary when omitted'),
    }),
    answer: signedIn,
    open: true,
  },
  'POST /api/auth/sign-in/email': {
    operationId: 'signIn',
    summary: 'Sign in with email and password; sets the session cookie',
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
    answer: done,
    open: true,
  },
  'POST /api/auth/reset-password': {
    operationId: 'resetPassword',
    summary: 'Set a new password with the token from the reset link',
    answer: done,
    open: true,
  },
  'POST /api/auth/change-password': {
    operationId: 'changePassword',
    summary: 'Change my password',
    answer: signedIn,
  },
  'POST /api/auth/send-verification-email': {
    operationId: 'sendVerificationEmail',
    summary: 'Send a fresh confirmation link',
    answer: done,
    open: true,
  },
  'POST /api/auth/update-user': {
    operationId: 'updateMyAccount',
    summary: 'Change my name or picture',
    moreBody: z.object({
      name: z.string().min(1).max(200).optional().describe('Full name'),
      image: z.string().nullable().optional().describe('The address of a picture, or null for none'),
    }),
    answer: done,
  },
  'POST /api/auth/revoke-session': {
    operationId: 'revokeSession',
    summary: 'End one of my sessions',
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
    answer: z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }).loose(),
  },
  'POST /api/auth/two-factor/disable': {
    operationId: 'disableTwoFactor',
    summary: 'Turn off two-factor sign-in',
    answer: done,
  },
  'POST /api/auth/two-factor/get-totp-uri': {
    operationId: 'getTotpUri',
    summary: 'The authenticator app link for two-factor sign-in',
    answer: z.object({ totpURI: z.string() }).loose(),
  },
  'POST /api/auth/two-factor/verify-totp': {
    operationId: 'verifyTotp',
    summary: 'Finish signing in (or turning on two-factor) with an app code',
    answer: signedIn,
    open: true,
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    operationId: 'verifyBackupCode',
    summary: 'Finish signing in with a backup code',
    answer: signedIn,
    open: true,
  },
  'POST /api/auth/two-factor/generate-backup-codes': {
    operationId: 'generateBackupCodes',
    summary: 'New two-factor backup codes',
    answer: z.object({ status: z.boolean(), backupCodes: z.array(z.string()) }).loose(),
  },
};

/** A JSON Schema object, as z.toJSONSchema writes one. */
type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

/** What an endpoint takes, from better-auth's own zod schemas: its query and its JSON body. */
export interface LibraryInputs {
  query?: JsonSchema;
  body?: JsonSchema;
}

const endpointShape = z.object({
  path: z.string(),
  options: z.object({ method: z.union([z.string(), z.array(z.string())]) }).loose(),
});

/** A zod schema as JSON Schema 2020-12 (what it accepts), without its `$schema` line. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
  delete (out as Record<string, unknown>).$schema;
  return out;
}

const toJson = (schema: unknown): JsonSchema | undefined =>
  schema instanceof z.ZodType ? jsonSchemaOf(schema) : undefined;

/**
 * better-auth's endpoints (`auth.api`), by "METHOD /api/auth/path": the query and body schemas each
 * declares, as JSON Schema. Those are the schemas better-auth checks requests with.
 */
export function libraryInputs(api: Record<string, unknown>): Map<string, LibraryInputs> {
  const found = new Map<string, LibraryInputs>();
  for (const endpoint of Object.values(api)) {
    // Each endpoint is a function carrying its path and options.
    if (typeof endpoint !== 'function') continue;
    const { path, options } = endpoint as { path?: unknown; options?: unknown };
    const parsed = endpointShape.safeParse({ path, options });
    if (!parsed.success) continue;
    const { options: declared } = parsed.data;
    const methods = Array.isArray(declared.method) ? declared.method : [declared.method];
    const inputs = { query: toJson(declared.query), body: toJson(declared.body) };
    for (const method of methods) found.set(`${method} /api/auth${parsed.data.path}`, inputs);
  }
  return found;
}
