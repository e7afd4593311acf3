import { can, TEXTS } from '@estate/domain';
import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { RedirectWithToast } from './redirect-with-toast';
import { SessionCheckFailed } from './session-check-failed';

/**
 * Dashboard guard (spec 1 §6). Signed out: error toast and /login, remembering where the visitor
 * was going. A notifyflow account: warning toast and /notify.
 */
export function DashboardGuard({ children }: { children: ReactNode }) {
  const { user, role, isLoading, error } = useAuth();
  const location = useLocation();

  if (isLoading) {
    return (
      <main id="main" className="flex min-h-screen items-center justify-center">
        <LoadingState label="Checking your session…" showLabel />
      </main>
    );
  }
  if (!user && error) {
    return (
      <main id="main">
        <SessionCheckFailed />
      </main>
    );
  }
  if (!user) {
    // The admin guard sends signed-out visitors home, without a toast (spec 1 §6). The admin pages
    // sit inside this guard, so their rule is applied here.
    if (matchPath(`${paths.dashboard.root.path}/admin/*`, location.pathname)) {
      return <RedirectWithToast to={paths.home.href()} />;
    }
    return (
      <RedirectWithToast
        to={paths.auth.login.href()}
        toast={{ kind: 'error', message: TEXTS.guards.pleaseLogin }}
        state={{ from: location }}
      />
    );
  }
  if (!can(role, 'dashboard:use')) {
    return (
      <RedirectWithToast
        to={paths.notify.form.href()}
        toast={{ kind: 'warning', message: TEXTS.guards.notifyflowOnly }}
      />
    );
  }
  return children;
}
