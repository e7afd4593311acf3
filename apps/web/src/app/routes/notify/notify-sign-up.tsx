import { TEXTS } from '@estate/domain';
import { useState } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { RedirectWithToast } from '@/features/auth/components/redirect-with-toast';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth/use-auth';

export function NotifySignUpRoute() {
  useDocumentTitle(TEXTS.auth.notifySignUpHeading);
  const { user, role, isLoading } = useAuth();
  // Set once this page starts a sign-up, so the welcome-back redirect is only for existing sessions.
  const [isSigningUp, setSigningUp] = useState(false);

  if (isLoading) return <LoadingState />;
  if (user && role === 'notifyflow' && !isSigningUp) {
    return (
      <RedirectWithToast
        to={paths.notify.form.href()}
        toast={{ kind: 'success', message: TEXTS.auth.welcomeBackNotify }}
      />
    );
  }

  return (
    <SignUpForm
      card={{
        title: TEXTS.auth.notifySignUpHeading,
        subtitle: TEXTS.auth.notifySignUpSubtitle,
        footer: { text: 'Already have an account?', link: 'Log in', to: paths.auth.login.href() },
      }}
      fixedRole="notifyflow"
      onSubmitStart={() => setSigningUp(true)}
    />
  );
}
