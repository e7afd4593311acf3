import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus';
import { FOOTER_GROUPS } from '@/config/public-navigation';
import { SITE } from '@/config/site';
import { cn } from '@/lib/cn';
import { BrandLink } from './brand-link';

/** Footer of the public site (spec 1 §2.4): four link groups and the tagline. */
export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <div>
          <BrandLink />
          <p className="mt-4 max-w-xs text-sm text-slate-700">{SITE.tagline}</p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-semibold text-slate-900">{group.heading}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className={cn(
                        'rounded-sm text-sm text-slate-700 hover:text-blue-800 hover:underline',
                        focusRing,
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-700 sm:px-6">
          © {year} {SITE.name}. Made in Aotearoa New Zealand.
        </p>
      </div>
    </footer>
  );
}
