import type { InputHTMLAttributes } from 'react';
import { z } from 'zod';
import { TextField } from '@/components/ui/form-field';
import type { FieldChrome } from '@/components/ui/field';

const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

/**
 * A form schema's new password typed twice: spread `confirmPasswordShape` into the object beside
 * `newPassword`, then `.refine(...newPasswordsMatch)` puts the mismatch on the second field.
 */
export const confirmPasswordShape = { confirmPassword: z.string() };
export const newPasswordsMatch: [
  check: (v: { newPassword: string; confirmPassword: string }) => boolean,
  params: { path: string[]; message: string },
] = [
  (v) => v.newPassword === v.confirmPassword,
  { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH },
];

type Binding = Omit<FieldChrome, 'label'> & InputHTMLAttributes<HTMLInputElement>;

/**
 * "New password" and "Confirm new password", as a password manager expects them
 * (`autocomplete="new-password"`): pass each its `form.field(…)`.
 */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  hint,
}: {
  newPassword: Binding;
  confirmPassword: Binding;
  /** Under the first field (the reset page says how long a password must be). */
  hint?: string;
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        {...(hint ? { hint } : {})}
        {...newPassword}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        {...confirmPassword}
      />
    </>
  );
}
