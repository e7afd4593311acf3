import type { SignUpInput } from '@estate/domain';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export type SignInInput = { email: string; password: string; rememberMe: boolean };

/** Whether the password was right but the account wants its second factor (no session yet). */
export async function postSignIn(input: SignInInput): Promise<{ needsSecondFactor: boolean }> {
  const body = await api.post('/api/auth/sign-in/email', input);
  const needsSecondFactor =
    typeof body === 'object' &&
    body !== null &&
    'twoFactorRedirect' in body &&
    body.twoFactorRedirect === true;
  return { needsSecondFactor };
}

export type SecondFactorInput = {
  /** A 6-digit code from the authenticator app, or a one-time recovery code. */
  code: string;
  method: 'totp' | 'recovery';
  /** Skip the second factor on this browser for 30 days. */
  trustDevice: boolean;
};

/** Finishes a sign-in that asked for the second factor (the server's two-factor cookie says whose). */
export function postSecondFactor({ code, method, trustDevice }: SecondFactorInput): Promise<unknown> {
  const url =
    method === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
  return api.post(url, { code, trustDevice });
}

const signUpResponseSchema = z
  .object({
    user: z.object({ id: z.string().min(1) }).loose(),
  })
  .loose();

/**
 * Resolves to the new user's id; fails when the service answers without a user. `returnTo` (a
 * same-site path, already checked) is where the callback goes on: an invitation being accepted.
 */
export async function postSignUp(input: SignUpInput, returnTo: string | null = null): Promise<string> {
  // The verification email's link signs the person in and lands on /auth/callback (spec 1 §2.8).
  const callbackURL = returnTo ? `/auth/callback?next=${encodeURIComponent(returnTo)}` : '/auth/callback';
  const body = await api.post('/api/auth/sign-up/email', { ...input, callbackURL });
  const parsed = signUpResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error('Sign-up answered without a user');
  return parsed.data.user.id;
}

export function postSignOut(): Promise<unknown> {
  return api.post('/api/auth/sign-out', {});
}
