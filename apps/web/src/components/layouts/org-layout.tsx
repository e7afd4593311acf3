import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { focusRing } from '@/components/ui/focus';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { cn } from '@/lib/cn';
import { BrandLink } from './brand-link';
import { SkipLink } from './skip-link';

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
    focusRing,
  );

/**
 * Shell of an organisation's inbox (`/org`, issue 44): the word mark, the organisation's name, and
 * Inbox, API keys (its administrators) and Sign out. The route gives the organisation, once known.
 */
export function OrgLayout({
  organisationName,
  isAdmin = false,
  children,
}: {
  /** Null while unknown, or for someone who acts for no organisation (then only Sign out). */
  organisationName: string | null;
  isAdmin?: boolean;
  children: ReactNode;
}) {
  return (
    // The dashboard's phone rule (index.css): every control at least 44 × 44 px to tap.
    <div data-shell="dashboard" className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1">
            <BrandLink compact />
            <p className="min-w-0">
              <span className="block text-xs font-medium tracking-wide text-slate-600 uppercase">
                NotifyFlow inbox
              </span>
              <span className="block font-semibold break-words text-slate-900">
                {organisationName ?? 'Organisations'}
              </span>
            </p>
          </div>
          <nav aria-label="Organisation" className="flex flex-wrap items-center gap-1">
            {organisationName ? (
              <>
                <NavLink to={paths.org.inbox.href()} end className={navLink}>
                  Inbox
                </NavLink>
                {isAdmin ? (
                  <NavLink to={paths.org.apiKeys.href()} className={navLink}>
                    API keys
                  </NavLink>
                ) : null}
              </>
            ) : null}
            <NavLink to={paths.auth.logout.href()} className={navLink}>
              Sign out
            </NavLink>
          </nav>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:px-6 sm:py-8"
      >
        {children}
      </main>
      <footer className="px-4 py-6 text-center text-sm text-slate-700">
        © {new Date().getFullYear()} {SITE.name}
      </footer>
    </div>
  );
}
