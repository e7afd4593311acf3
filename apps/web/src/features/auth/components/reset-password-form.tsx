import { passwordSchema, TEXTS } from '@estate/domain';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { TextField } from '@/components/ui/form-field';
import { isApiError, messageOf } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, type AuthCardTexts } from './auth-card';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

/** Error codes with which better-auth says the link itself is no good. */
const INVALID_TOKEN_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });

/** Sets a new password with the token from the emailed link. */
export function ResetPasswordForm({
  card,
  token,
  onDone,
  onInvalidToken,
}: {
  card: AuthCardTexts;
  token: string;
  onDone: () => void;
  onInvalidToken: () => void;
}) {
  const reset = useResetPassword();
  const form = useZodForm({
    schema: resetPasswordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ newPassword, token });
    } catch (caught) {
      if (isApiError(caught) && INVALID_TOKEN_CODES.has(caught.code)) onInvalidToken();
      else form.setError('root.server', { message: messageOf(caught, TEXTS.errors.generic) });
      return;
    }
    onDone();
  });

  return (
    <AuthCard {...card} form={form} onSubmit={onSubmit} submitLabel="Set new password" busyLabel="Saving...">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        {...form.field('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
    </AuthCard>
  );
}
