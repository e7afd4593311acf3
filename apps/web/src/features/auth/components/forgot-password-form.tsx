import { ERROR_CODES, RESET_LINK_TTL_SECONDS, emailSchema } from '@estate/domain';
import { useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/form-field';
import { isApiError, messageOf } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, type AuthCardTexts } from './auth-card';

const ttlText =
  RESET_LINK_TTL_SECONDS === 3600 ? '1 hour' : `${Math.round(RESET_LINK_TTL_SECONDS / 60)} minutes`;

export const RESET_LINK_SENT_TEXT = `If an account exists for that email, we've sent a link to reset your password. The link expires in ${ttlText}.`;

/**
 * Asks for a password-reset link. Whatever the answer, the same confirmation shows, so the page
 * never reveals whether an email has an account. Only a refusal to even take the request (rate
 * limit, bad input, network) is shown as an error.
 */
const forgotPasswordSchema = z.object({ email: z.string().trim().pipe(emailSchema) });

export function ForgotPasswordForm({ card }: { card: AuthCardTexts }) {
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

  if (isSent) {
    return (
      <AuthCard {...card}>
        <Alert tone="success">
          <p>{RESET_LINK_SENT_TEXT}</p>
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard {...card} form={form} onSubmit={onSubmit} submitLabel="Send reset link" busyLabel="Sending...">
      <TextField label="Email address" type="email" autoComplete="email" required {...form.field('email')} />
    </AuthCard>
  );
}
