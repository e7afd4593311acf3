import { can, TEXTS } from '@estate/domain';
import { Outlet } from 'react-router';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { RedirectWithToast } from './redirect-with-toast';

/**
 * Admin guard (spec 1 §6) for /dashboard/admin/*. Uses the real account role from /api/me, never
 * the role an admin is viewing the dashboard as.
 */
export function AdminGuard() {
  const { user, role, isLoading } = useAuth();
  if (isLoading) return <LoadingState />;
  if (!user) return <RedirectWithToast to={paths.home.href()} />;
  if (!can(role, 'admin:access')) {
    return (
      <RedirectWithToast
        to={paths.dashboard.root.href()}
        toast={{ kind: 'error', message: TEXTS.guards.adminOnly }}
      />
    );
  }
  return <Outlet />;
}
