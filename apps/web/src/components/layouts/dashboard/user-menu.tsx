import { Avatar } from '@/components/ui/avatar';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { focusRing } from '@/components/ui/focus';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';

const loadUserMenu = () => import('./user-menu-content').then((m) => m.UserMenuContent);

/** The avatar menu at the right of the top bar: Profile, Settings, Sign out (loaded when reached for). */
export function UserMenu() {
  const { user } = useAuth();
  return (
    <DeferredMenu
      load={loadUserMenu}
      menuProps={{}}
      trigger={{
        'aria-label': 'User menu',
        className: cn('inline-flex rounded-full', focusRing),
        children: <Avatar name={user?.name} size="sm" decorative />,
      }}
    />
  );
}
