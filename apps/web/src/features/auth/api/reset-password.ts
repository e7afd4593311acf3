import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ResetPasswordInput = { newPassword: string; token: string };

export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return api.post('/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
