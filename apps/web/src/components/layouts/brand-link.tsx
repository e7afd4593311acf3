import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus';
import { SITE } from '@/config/site';
import { cn } from '@/lib/cn';

/** The product's word mark, linking home (or wherever `to` says). */
export function BrandLink({
  to = '/',
  compact = false,
  className,
  onClick,
}: {
  to?: string;
  compact?: boolean;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-bold text-slate-900',
        focusRing,
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-blue-700 text-sm text-white"
      >
        NZ
      </span>
      <span className={compact ? 'sr-only' : 'text-lg'}>{SITE.name}</span>
    </Link>
  );
}
