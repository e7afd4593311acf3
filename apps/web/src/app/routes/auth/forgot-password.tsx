import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot your password?');
  return (
    <ForgotPasswordForm
      card={{
        title: 'Reset your password',
        subtitle:
          'Enter the email address you sign in with and we’ll email you a link to set a new password.',
        footer: { text: 'Remembered it?', link: 'Back to sign in', to: paths.auth.login.href() },
      }}
    />
  );
}
