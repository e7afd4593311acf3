import { ArrowLeft } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { focusRing } from '@/components/ui/focus';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { cn } from '@/lib/cn';
import { BrandLink } from './brand-link';
import { SkipLink } from './skip-link';

/** Shell of the stand-alone sign-in pages: the word mark, a way home, and a centred card. */
export function AuthLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <SkipLink />
      <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <BrandLink />
        <Link
          to={paths.home.href()}
          className={cn(
            'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:text-slate-900',
            focusRing,
          )}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to home
        </Link>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 py-8 focus:outline-none sm:py-16"
      >
        <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <Outlet />
        </div>
      </main>
      <footer className="px-4 py-6 text-center text-sm text-slate-700">
        © {new Date().getFullYear()} {SITE.name}
      </footer>
    </div>
  );
}
