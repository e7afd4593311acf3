import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** Asks for a reset link. The API answers 200 whether or not the email has an account. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/auth/request-password-reset', {
    email,
    redirectTo: paths.auth.resetPassword.href(),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
