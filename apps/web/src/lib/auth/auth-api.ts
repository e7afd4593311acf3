import type { SignUpInput } from '@estate/domain';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export type SignInInput = { email: string; password: string; rememberMe: boolean };

export function postSignIn(input: SignInInput): Promise<unknown> {
  return api.post('/api/auth/sign-in/email', input);
}

const signUpResponseSchema = z
  .object({
    user: z.object({ id: z.string().min(1) }).loose(),
  })
  .loose();

/** Resolves to the new user's id; fails when the service answers without a user. */
export async function postSignUp(input: SignUpInput): Promise<string> {
  // The verification email's link signs the person in and lands on /auth/callback (spec 1 §2.8).
  const body = await api.post('/api/auth/sign-up/email', { ...input, callbackURL: '/auth/callback' });
  const parsed = signUpResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error('Sign-up answered without a user');
  return parsed.data.user.id;
}

export function postSignOut(): Promise<unknown> {
  return api.post('/api/auth/sign-out', {});
}
