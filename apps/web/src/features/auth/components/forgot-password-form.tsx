import { ERROR_CODES, RESET_LINK_TTL_SECONDS } from '@estate/domain';
import { useState, type FormEvent } from 'react';
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
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSent, setSent] = useState(false);
  const request = useRequestPasswordReset();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    request.mutate(email.trim(), {
      onSuccess: () => setSent(true),
      onError: (caught) => {
        const refused =
          !isApiError(caught) ||
          caught.status === ERROR_CODES.RATE_LIMITED ||
          caught.status === ERROR_CODES.VALIDATION;
        if (refused) setError(messageOf(caught, 'We couldn’t send the link. Please try again.'));
        else setSent(true);
      },
    });
  };

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
      <form onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </>
  );
}
