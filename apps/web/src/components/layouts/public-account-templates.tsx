import { ChevronDown, LayoutDashboard, LogOut } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-900 outline-none hover:bg-slate-100 focus:bg-slate-100';

/**
 * Rendered into prerendered pages only (never by the app itself): what the header's account box
 * shows a signed-out visitor (Log in, Book a Demo) and a signed-in one (a menu with their name,
 * Dashboard and Log out), as inert templates. The page's script asks the API who is visiting and
 * puts the right one in place (src/public/account.ts); the app draws the same with React
 * (PublicHeader, PublicAccountMenu).
 */
export function PublicAccountTemplates() {
  return (
    <>
      <template data-account-signed-out>
        <ButtonLink to={paths.auth.login.href()} variant="ghost">
          Log in
        </ButtonLink>
        <ButtonLink to={paths.public.bookADemo.href()}>Book a Demo</ButtonLink>
      </template>
      <template data-account-signed-in>
        <div className="relative">
          <button
            type="button"
            aria-haspopup="menu"
            aria-expanded="false"
            aria-controls="account-menu"
            className={cn(
              'inline-flex h-10 items-center gap-1 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-900 hover:bg-slate-50',
              focusRing,
            )}
          >
            <span data-account-name />
            <ChevronDown aria-hidden="true" className="size-4" />
          </button>
          <div
            id="account-menu"
            role="menu"
            hidden
            className="absolute right-0 top-full z-50 mt-2 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          >
            <a
              data-account-dashboard
              role="menuitem"
              tabIndex={-1}
              href={paths.dashboard.root.href()}
              className={itemClasses}
            >
              <LayoutDashboard aria-hidden="true" className="size-4" />
              Dashboard
            </a>
            <a role="menuitem" tabIndex={-1} href={paths.auth.logout.href()} className={itemClasses}>
              <LogOut aria-hidden="true" className="size-4" />
              Log out
            </a>
          </div>
        </div>
      </template>
    </>
  );
}
