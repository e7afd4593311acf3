import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings, User } from 'lucide-react';
import type { LoadedMenuProps } from '@/components/ui/deferred-menu';
import { menuContentClasses, menuSeparatorClasses } from '@/components/ui/menu-styles';
import { MenuLinkItem } from '@/components/ui/menu-link-item';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

/** The user menu itself (see user-menu.tsx): its trigger looks as the top bar drew it. */
export function UserMenuContent({ trigger, triggerRef }: LoadedMenuProps<object>) {
  const { user } = useAuth();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
      <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClasses}>
        <DropdownMenu.Label className="px-3 py-2">
          <span className="block truncate text-sm font-medium text-slate-900">{user?.name}</span>
          <span className="block truncate text-xs text-slate-600">{user?.email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className={menuSeparatorClasses} />
        <MenuLinkItem to={paths.dashboard.profile.href()} icon={User}>
          Profile
        </MenuLinkItem>
        <MenuLinkItem to={paths.dashboard.settings.href()} icon={Settings}>
          Settings
        </MenuLinkItem>
        <DropdownMenu.Separator className={menuSeparatorClasses} />
        <MenuLinkItem to={paths.auth.logout.href()} icon={LogOut}>
          Sign out
        </MenuLinkItem>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
