import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { PUBLIC_NAV } from '@/config/public-navigation';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { BrandLink } from './brand-link';
import { PublicAccountTemplates } from './public-account-templates';
import { PublicMobileMenu } from './public-mobile-menu';

// Only signed-in visitors see the account menu; its dropdown library loads when it is needed, so
// the public pages most visitors read stay light.
const PublicAccountMenu = lazy(() =>
  import('./public-account-menu').then((m) => ({ default: m.PublicAccountMenu })),
);

export const publicNavLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    focusRing,
    isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/** Header of the public site (spec 1 §2.4). NavLink marks the current page with aria-current. */
export function PublicHeader() {
  const { isSignedIn, isLoading } = useAuth();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so following any link closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isMenuOpen = openedOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => {
    setOpenedOn(null);
    menuButton.current?.focus();
  }, []);
  const closeMenuOnNavigate = useCallback(() => setOpenedOn(null), []);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink />

        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={publicNavLinkClasses}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div data-account className="hidden items-center gap-2 xl:flex">
          {isLoading ? null : isSignedIn ? (
            <Suspense fallback={null}>
              <PublicAccountMenu />
            </Suspense>
          ) : (
            <>
              <ButtonLink to={paths.auth.login.href()} variant="ghost">
                Log in
              </ButtonLink>
              <ButtonLink to={paths.public.bookADemo.href()}>Book a Demo</ButtonLink>
            </>
          )}
        </div>
        {/* Prerendered pages only: the two ways the box above can look, for the page's script. */}
        {import.meta.env.SSR ? <PublicAccountTemplates /> : null}

        <button
          ref={menuButton}
          type="button"
          data-menu-open
          className={cn(
            'inline-flex size-10 items-center justify-center rounded-md text-slate-900 hover:bg-slate-100 xl:hidden',
            focusRing,
          )}
          aria-label="Open menu"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          onClick={() => setOpenedOn(pathname)}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </div>

      <PublicMobileMenu
        id="mobile-menu"
        isOpen={isMenuOpen}
        onClose={closeMenu}
        onNavigate={closeMenuOnNavigate}
      />
    </header>
  );
}
