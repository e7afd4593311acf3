import { z } from 'zod';
import type { ChangePasswordInput } from '@estate/domain';
import { api } from '@/lib/api-client';

/*
 * Sign-in security through better-auth's endpoints (routes/auth.ts exposes them, rate-limited and
 * audited): the password, and two-factor sign-in with an authenticator app.
 */

/** Changes the password; the server also ends every other session. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return api.post('/api/auth/change-password', { ...input, revokeOtherSessions: true });
}

const enableAnswerSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof enableAnswerSchema>;

/** Step 1 of Configure: the password; answers the authenticator's URI and the recovery codes. */
export function enableTwoFactor(password: string): Promise<TwoFactorSetup> {
  return api.post('/api/auth/two-factor/enable', { password }, enableAnswerSchema);
}

/** Confirms a code: turns two-factor on while signed in, or finishes a sign-in that asked for one. */
export function verifyTotp(code: string, trustDevice = false): Promise<unknown> {
  return api.post('/api/auth/two-factor/verify-totp', { code, trustDevice });
}

/** Finishes a sign-in with a one-time recovery code instead. */
export function verifyRecoveryCode(code: string, trustDevice = false): Promise<unknown> {
  return api.post('/api/auth/two-factor/verify-backup-code', { code, trustDevice });
}

export function disableTwoFactor(password: string): Promise<unknown> {
  return api.post('/api/auth/two-factor/disable', { password });
}

/** New recovery codes (the old ones stop working). */
export function regenerateRecoveryCodes(password: string): Promise<string[]> {
  return api
    .post(
      '/api/auth/two-factor/generate-backup-codes',
      { password },
      z.object({ backupCodes: z.array(z.string()) }),
    )
    .then((r) => r.backupCodes);
}

/** The base32 secret of an otpauth:// URI, for typing into an app by hand. */
export function secretOfUri(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
