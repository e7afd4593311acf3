import { can, TEXTS } from '@estate/domain';
import { Outlet } from 'react-router';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { RedirectWithToast } from './redirect-with-toast';
import { SessionCheckFailed } from './session-check-failed';

/** Notification page guard (spec 1 §6): signed out → error toast and /notify/signup. */
export function NotifyGuard() {
  const { user, role, isLoading, error } = useAuth();
  if (isLoading) return <LoadingState label="Checking your session…" showLabel />;
  if (!user && error) return <SessionCheckFailed />;
  if (!user || !can(role, 'notifyflow:use')) {
    return (
      <RedirectWithToast
        to={paths.notify.signUp.href()}
        toast={{ kind: 'error', message: TEXTS.guards.notifySignUp }}
      />
    );
  }
  return <Outlet />;
}
