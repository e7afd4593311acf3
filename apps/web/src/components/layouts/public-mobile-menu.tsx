import { X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { PUBLIC_NAV } from '@/config/public-navigation';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { keepTabInside } from '@/lib/keep-tab-inside';
import { MENU_STATE } from '@/public/classes';
import { BrandLink } from './brand-link';

/**
 * The slide-out menu of the public site on narrow screens. It mirrors the header: the same links,
 * and Log in / Book a Demo or Dashboard / Log out. Closes on Escape, on the backdrop, and when the
 * page changes (the header ties "open" to the page it was opened on; `onNavigate` also closes it
 * when a link to the current page is followed). It stays in the DOM (invisible) so the toggle's aria-controls always resolves.
 */
export function PublicMobileMenu({
  id,
  isOpen,
  onClose,
  onNavigate,
}: {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  onNavigate: () => void;
}) {
  const { user, role, isSignedIn } = useAuth();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    closeButton.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
    };
  }, [isOpen, onClose]);

  // Keep Tab inside the open panel (it is modal).
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (panel.current) keepTabInside(panel.current, event);
  };

  const linkClasses = ({ isActive }: { isActive: boolean }) =>
    cn(
      'block rounded-md px-3 py-2 text-base font-medium',
      focusRing,
      isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-900 hover:bg-slate-100',
    );

  return (
    // The data-menu-* attributes are for the prerendered page's own script (src/public/menu.ts).
    <div data-menu-wrapper className={cn('xl:hidden', MENU_STATE.wrapper[isOpen ? 'open' : 'closed'])}>
      <div
        aria-hidden="true"
        data-menu-backdrop
        className={cn(
          'fixed inset-0 z-40 bg-slate-900/50 transition-opacity',
          MENU_STATE.backdrop[isOpen ? 'open' : 'closed'],
        )}
        onClick={onClose}
      />
      <div
        id={id}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={trapFocus}
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-full max-w-xs flex-col overflow-y-auto bg-white shadow-xl transition-transform',
          MENU_STATE.panel[isOpen ? 'open' : 'closed'],
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <BrandLink compact onClick={onNavigate} />
          <button
            ref={closeButton}
            type="button"
            data-menu-close
            aria-label="Close menu"
            onClick={onClose}
            className={cn(
              'inline-flex size-10 items-center justify-center rounded-md text-slate-900 hover:bg-slate-100',
              focusRing,
            )}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 px-4 py-4">
          <ul className="space-y-1">
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClasses} onClick={onNavigate}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div data-mobile-account className="mt-6 space-y-2 border-t border-slate-200 pt-6">
            {isSignedIn ? (
              <>
                <p className="px-3 text-sm text-slate-700">
                  Signed in as{' '}
                  <span className="font-medium text-slate-900">{user?.name.trim() || 'Account'}</span>
                </p>
                {role !== 'notifyflow' ? (
                  <NavLink to={paths.dashboard.root.href()} className={linkClasses} onClick={onNavigate}>
                    Dashboard
                  </NavLink>
                ) : null}
                <Link
                  to={paths.auth.logout.href()}
                  className={linkClasses({ isActive: false })}
                  onClick={onNavigate}
                >
                  Log out
                </Link>
              </>
            ) : (
              <>
                <Link
                  to={paths.auth.login.href()}
                  onClick={onNavigate}
                  className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
                >
                  Log in
                </Link>
                <Link
                  to={paths.public.bookADemo.href()}
                  onClick={onNavigate}
                  className={buttonClasses({ className: 'w-full' })}
                >
                  Book a Demo
                </Link>
              </>
            )}
          </div>
          {/* Prerendered pages only: what the section above shows a signed-in visitor, which the
              page's script puts in place once it knows (src/public/account.ts). */}
          {import.meta.env.SSR ? (
            <template data-mobile-account-signed-in>
              <p className="px-3 text-sm text-slate-700">
                Signed in as <span data-account-name className="font-medium text-slate-900" />
              </p>
              <a
                data-account-dashboard
                href={paths.dashboard.root.href()}
                className={linkClasses({ isActive: false })}
              >
                Dashboard
              </a>
              <a href={paths.auth.logout.href()} className={linkClasses({ isActive: false })}>
                Log out
              </a>
            </template>
          ) : null}
        </nav>
      </div>
    </div>
  );
}
