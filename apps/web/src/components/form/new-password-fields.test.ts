import { changePasswordSchema, passwordSchema } from '@estate/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { confirmPasswordShape, newPasswordsMatch } from './new-password-fields';

/** The two forms that ask for a new password twice: the reset page and Change Password. */
const resetForm = z
  .object({ newPassword: passwordSchema, ...confirmPasswordShape })
  .refine(...newPasswordsMatch);
const changeForm = changePasswordSchema.extend(confirmPasswordShape).refine(...newPasswordsMatch);

describe('a new password typed twice', () => {
  it('is refused on the second field, with the words the person sees, when the two differ', () => {
    const reset = resetForm.safeParse({
      newPassword: 'a long passphrase',
      confirmPassword: 'a long passphrasf',
    });
    const change = changeForm.safeParse({
      currentPassword: 'the old one, long enough',
      newPassword: 'a long passphrase',
      confirmPassword: 'something else',
    });
    for (const result of [reset, change]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['confirmPassword', 'Passwords do not match.'],
      ]);
    }
  });

  it('is taken when the two are the same, and the form keeps the password', () => {
    const reset = resetForm.parse({ newPassword: 'a long passphrase', confirmPassword: 'a long passphrase' });
    expect(reset.newPassword).toBe('a long passphrase');
    const change = changeForm.parse({
      currentPassword: 'the old one, long enough',
      newPassword: 'a long passphrase',
      confirmPassword: 'a long passphrase',
    });
    expect(change).toMatchObject({
      currentPassword: 'the old one, long enough',
      newPassword: 'a long passphrase',
    });
  });
});
