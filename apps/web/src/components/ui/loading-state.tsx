import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A small spinner with a text for screen readers (and sighted users when `label` is shown). */
export function LoadingState({
  label = 'Loading…',
  showLabel = false,
  className,
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center justify-center gap-3 p-8 text-slate-700', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-blue-700" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}
