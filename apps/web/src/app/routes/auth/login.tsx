import { TEXTS, type Me } from '@estate/domain';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { TwoFactorForm } from '@/features/auth/components/two-factor-form';
import { RedirectWithToast } from '@/features/auth/components/redirect-with-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { destinationAfterSignIn, safeRedirectPath } from '@/lib/auth/redirects';
import { useAuth } from '@/lib/auth/use-auth';

export function LoginRoute() {
  useDocumentTitle('Log in');
  const { user, role, isLoading } = useAuth();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Set once this page starts a sign-in, so the "already signed in" redirect below does not
  // race the redirect that follows a successful sign-in.
  const [isSigningIn, setSigningIn] = useState(false);
  // The password was right; the account's second factor (two-factor sign-in) comes next.
  const [needsCode, setNeedsCode] = useState(false);

  const state: unknown = location.state;
  const from =
    safeRedirectPath(state && typeof state === 'object' && 'from' in state ? state.from : null) ??
    safeRedirectPath(searchParams.get('redirectTo'));

  if (isLoading) return <LoadingState />;
  if (user && !isSigningIn) {
    return role === 'notifyflow' ? (
      <RedirectWithToast
        to={paths.notify.form.href()}
        toast={{ kind: 'success', message: TEXTS.auth.welcomeBackNotify }}
      />
    ) : (
      <RedirectWithToast to={paths.dashboard.root.href()} />
    );
  }

  const goOn = (me: Me) => {
    void navigate(destinationAfterSignIn(me.user.role, from), { replace: true });
  };
  if (needsCode) {
    return (
      <TwoFactorForm
        card={{ title: 'Two-factor code' }}
        onSignedIn={goOn}
        onCancel={() => {
          setNeedsCode(false);
          setSigningIn(false);
        }}
      />
    );
  }
  return (
    <LoginForm
      card={{
        title: 'Sign in to your account',
        footer: { text: 'Don’t have an account?', link: 'Create account', to: paths.auth.signUp.href() },
      }}
      onSubmitStart={() => setSigningIn(true)}
      onSignedIn={goOn}
      onSecondFactor={() => setNeedsCode(true)}
    />
  );
}
