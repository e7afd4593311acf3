import { useNavigate } from 'react-router';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { AuthCardHeader } from '@/features/auth/components/auth-card-header';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function SignUpRoute() {
  useDocumentTitle('Create account');
  const navigate = useNavigate();
  return (
    <>
      <AuthCardHeader title="Create your account" />
      <SignUpForm
        onSignedUp={() => void navigate(paths.dashboard.root.href(), { replace: true })}
        footer={
          <p className="mt-6 text-center text-sm text-slate-700">
            Already have an account? <TextLink to={paths.auth.login.href()}>Sign in</TextLink>
          </p>
        }
      />
    </>
  );
}
