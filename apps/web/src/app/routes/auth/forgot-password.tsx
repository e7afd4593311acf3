import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { AuthCardHeader } from '@/features/auth/components/auth-card-header';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot your password?');
  return (
    <>
      <AuthCardHeader
        title="Reset your password"
        subtitle="Enter the email address you sign in with and we’ll email you a link to set a new password."
      />
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-slate-700">
        Remembered it? <TextLink to={paths.auth.login.href()}>Back to sign in</TextLink>
      </p>
    </>
  );
}
