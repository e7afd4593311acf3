import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LayoutDashboard, LogOut } from 'lucide-react';
import { focusRing } from '@/components/ui/focus';
import { MenuLinkItem } from '@/components/ui/menu-link-item';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';

/** Signed-in menu of the public header: Dashboard (not for notifyflow accounts) and Log out. */
export function PublicAccountMenu() {
  const { user, role } = useAuth();
  const name = user?.name.trim() || 'Account';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex h-10 items-center gap-1 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-900 hover:bg-slate-50',
          focusRing,
        )}
      >
        {name}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        {role !== 'notifyflow' ? (
          <MenuLinkItem to={paths.dashboard.root.href()} icon={LayoutDashboard}>
            Dashboard
          </MenuLinkItem>
        ) : null}
        <MenuLinkItem to={paths.auth.logout.href()} icon={LogOut}>
          Log out
        </MenuLinkItem>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
