import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';
/** A reset ends every session of the person (none made the change): the page says so. */
export const PASSWORD_CHANGED =
  'Your password has been changed and you have been signed out everywhere. Please sign in.';

export function ResetPasswordRoute() {
  useDocumentTitle('Set a new password');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const [isTokenRejected, setTokenRejected] = useState(false);

  if (!token || searchParams.has('error') || isTokenRejected) {
    return (
      <AuthCard title="Set a new password">
        <Alert>
          <p>{RESET_LINK_INVALID}</p>
        </Alert>
        <ButtonLink to={paths.auth.forgotPassword.href()} variant="secondary" className="mt-6 w-full">
          Request a new reset link
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <ResetPasswordForm
      card={{ title: 'Set a new password', subtitle: 'Choose a password you don’t use anywhere else.' }}
      token={token}
      onInvalidToken={() => setTokenRejected(true)}
      onDone={() => {
        toast.success(PASSWORD_CHANGED, { id: PASSWORD_CHANGED });
        void navigate(paths.auth.login.href(), { replace: true });
      }}
    />
  );
}
