import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LayoutDashboard, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-900 outline-none data-[highlighted]:bg-slate-100';

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
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.dashboard.root.href()}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              Dashboard
            </Link>
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link to={paths.auth.logout.href()}>
            <LogOut aria-hidden="true" className="size-4" />
            Log out
          </Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
