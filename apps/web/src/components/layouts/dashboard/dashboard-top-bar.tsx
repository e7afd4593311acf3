import { can, TEXTS } from '@estate/domain';
import { CircleQuestionMark, Menu, Plus, Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { iconButtonClasses } from '@/components/ui/icon-button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { DRAWER_ID } from './dashboard-sidebar';
import { UserMenu } from './user-menu';

/**
 * The dashboard top bar (spec 1 §2.5): search, New Estate (admin and lawyer views), the menus the
 * route passes in (messages, notifications), Help and the user menu.
 */
export function DashboardTopBar({
  menus,
  isMenuOpen,
  onOpenMenu,
}: {
  menus?: ReactNode;
  /** Phones: whether the sidebar's drawer is open, and how to open it. */
  isMenuOpen: boolean;
  onOpenMenu: () => void;
}) {
  const { viewRole } = useViewRole();
  const searchId = useId();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white print:hidden">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          aria-controls={isMenuOpen ? DRAWER_ID : undefined}
          className={cn(iconButtonClasses, 'size-11 rounded-md md:hidden')}
        >
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">Menu</span>
        </button>
        <form
          role="search"
          className="order-last w-full md:order-none md:w-auto md:max-w-md md:flex-1"
          // The search has no behaviour yet (spec 1 §2.5); keep the page from reloading.
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={searchId} className="sr-only">
            Search
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              id={searchId}
              type="search"
              placeholder={TEXTS.shell.searchPlaceholder}
              className={cn(
                'block h-10 w-full rounded-md border border-slate-300 bg-slate-50 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500',
                focusRing,
                'focus-visible:ring-offset-0',
              )}
            />
          </div>
        </form>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {can(viewRole, 'estate:create') ? (
            <ButtonLink to={paths.dashboard.newEstate.href()} size="md" className="mr-1">
              <Plus aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">New Estate</span>
            </ButtonLink>
          ) : null}
          {menus}
          <Link to={paths.dashboard.help.href()} aria-label="Help" title="Help" className={iconButtonClasses}>
            <CircleQuestionMark aria-hidden="true" className="size-5" />
          </Link>
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
