import { passwordSchema, TEXTS } from '@estate/domain';
import { z } from 'zod';
import {
  confirmPasswordShape,
  NewPasswordFields,
  newPasswordsMatch,
} from '@/components/form/new-password-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { isApiError, messageOf } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, type AuthCardTexts } from './auth-card';

/** Error codes with which better-auth says the link itself is no good. */
const INVALID_TOKEN_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, ...confirmPasswordShape })
  .refine(...newPasswordsMatch);

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
      <NewPasswordFields
        hint="At least 8 characters."
        newPassword={form.field('newPassword')}
        confirmPassword={form.field('confirmPassword')}
      />
    </AuthCard>
  );
}
