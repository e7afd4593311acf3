import { ERROR_CODES, RESET_LINK_TTL_SECONDS, emailSchema } from '@estate/domain';
import { useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { isApiError, messageOf } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

const ttlText =
  RESET_LINK_TTL_SECONDS === 3600 ? '1 hour' : `${Math.round(RESET_LINK_TTL_SECONDS / 60)} minutes`;

export const RESET_LINK_SENT_TEXT = `If an account exists for that email, we've sent a link to reset your password. The link expires in ${ttlText}.`;

/**
 * Asks for a password-reset link. Whatever the answer, the same confirmation shows, so the page
 * never reveals whether an email has an account. Only a refusal to even take the request (rate
 * limit, bad input, network) is shown as an error.
 */
const forgotPasswordSchema = z.object({ email: z.string().trim().pipe(emailSchema) });

export function ForgotPasswordForm() {
  const [isSent, setSent] = useState(false);
  const request = useRequestPasswordReset();
  const form = useZodForm({ schema: forgotPasswordSchema, defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      setSent(true);
    } catch (caught) {
      const refused =
        !isApiError(caught) ||
        caught.status === ERROR_CODES.RATE_LIMITED ||
        caught.status === ERROR_CODES.VALIDATION;
      if (refused) {
        form.setError('root.server', {
          message: messageOf(caught, 'We couldn’t send the link. Please try again.'),
        });
      } else setSent(true);
    }
  });
  const error = form.formState.errors.root?.server?.message;

  if (isSent) {
    return (
      <Alert tone="success">
        <p>{RESET_LINK_SENT_TEXT}</p>
      </Alert>
    );
  }

  return (
    <>
      {error ? (
        <Alert className="mb-4">
          <p>{error}</p>
        </Alert>
      ) : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </>
  );
}
