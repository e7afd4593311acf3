import { paths } from '@/config/paths';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function SignUpRoute() {
  useDocumentTitle('Create account');
  return (
    <SignUpForm
      card={{
        title: 'Create your account',
        footer: { text: 'Already have an account?', link: 'Sign in', to: paths.auth.login.href() },
      }}
    />
  );
}
