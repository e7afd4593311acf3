import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { ROLES, SELF_SERVICE_ROLES } from './roles.js';
import { TEXTS } from './texts.js';

export const emailSchema = z.email({ message: 'Please enter a valid email address.' }).max(254);

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: TEXTS.errors.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { message: TEXTS.errors.passwordTooLong });

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: 'Password is required.' }),
  rememberMe: z.boolean().default(true),
});

export const signUpSchema = z.object({
  name: z.string().trim().min(1, { message: 'Full name is required.' }).max(200),
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(SELF_SERVICE_ROLES),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The signed-in person as the web app sees them. */
export const meSchema = z.object({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    /** Their time zone (Settings → Profile): the app shows moments (a message, a sign-in) in it. */
    timeZone: z.string(),
  }),
  session: z.object({ expiresAt: z.iso.datetime() }),
});
export type Me = z.infer<typeof meSchema>;

/**
 * What GET /api/me answers (200): the signed-in person, or `null` when signed out. Being signed
 * out is an answer, not an error, so a visitor's browser logs no failed request on every page.
 */
export const meResponseSchema = meSchema.nullable();
export type MeResponse = z.infer<typeof meResponseSchema>;

export const adminCreateSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1).max(200),
  password: passwordSchema.optional(),
});
