import { passwordSchema, TEXTS } from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { isApiError, messageOf } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

/** Error codes with which better-auth says the link itself is no good. */
const INVALID_TOKEN_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

/** Sets a new password with the token from the emailed link. */
export function ResetPasswordForm({
  token,
  onDone,
  onInvalidToken,
}: {
  token: string;
  onDone: () => void;
  onInvalidToken: () => void;
}) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [confirmError, setConfirmError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const strength = passwordSchema.safeParse(newPassword);
    const nextPasswordError = strength.success ? undefined : strength.error.issues[0]?.message;
    const nextConfirmError = newPassword === confirmPassword ? undefined : PASSWORDS_DO_NOT_MATCH;
    setPasswordError(nextPasswordError);
    setConfirmError(nextConfirmError);
    if (nextPasswordError || nextConfirmError) return;

    reset.mutate(
      { newPassword, token },
      {
        onSuccess: onDone,
        onError: (caught) => {
          if (isApiError(caught) && INVALID_TOKEN_CODES.has(caught.code)) onInvalidToken();
          else setError(messageOf(caught, TEXTS.errors.generic));
        },
      },
    );
  };

  return (
    <>
      {error ? (
        <Alert className="mb-4">
          <p>{error}</p>
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          error={passwordError}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={confirmError}
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </>
  );
}
