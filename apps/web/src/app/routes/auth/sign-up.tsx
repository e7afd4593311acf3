import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { AuthCardHeader } from '@/features/auth/components/auth-card-header';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function SignUpRoute() {
  useDocumentTitle('Create account');
  return (
    <>
      <AuthCardHeader title="Create your account" />
      <SignUpForm
        footer={
          <p className="mt-6 text-center text-sm text-slate-700">
            Already have an account? <TextLink to={paths.auth.login.href()}>Sign in</TextLink>
          </p>
        }
      />
    </>
  );
}
