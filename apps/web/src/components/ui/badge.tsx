import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'success' | 'warning' | 'error' | 'neutral' | 'info';

const tones: Record<BadgeTone, string> = {
  success: 'bg-green-100 text-green-800 ring-green-600/30',
  warning: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  error: 'bg-red-100 text-red-800 ring-red-600/30',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-500/30',
  info: 'bg-blue-100 text-blue-900 ring-blue-600/30',
};

/** A small coloured label. The colour only repeats what the text says. */
export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A record's tags as badges, or "No tags" (documents, templates). */
export function TagBadges({ tags, tone = 'info' }: { tags: readonly string[] | null; tone?: BadgeTone }) {
  if (!tags?.length) return <span className="text-sm text-slate-600">No tags</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <Badge key={tag} tone={tone}>
          {tag}
        </Badge>
      ))}
    </div>
  );
}
