import { can, TEXTS } from '@estate/domain';
import { Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { RedirectWithToast } from './redirect-with-toast';

/** Only admin and lawyer accounts may open the new-estate page (spec 2 §6); the real role decides. */
export function NewEstateGuard() {
  const { role } = useAuth();
  if (!can(role, 'estate:create')) {
    return (
      <RedirectWithToast
        to={paths.dashboard.root.href()}
        toast={{ kind: 'error', message: TEXTS.guards.newEstateOnly }}
      />
    );
  }
  return <Outlet />;
}
