import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type FeatureItem = { title: string; text: ReactNode; icon?: LucideIcon };

/** A grid of cards, each a short title with an optional icon and a sentence or two. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn(
        'grid gap-6 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {items.map(({ title, text, icon: Icon }) => (
        <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {Icon ? (
            <span className="inline-flex size-10 items-center justify-center rounded-md bg-blue-50 text-blue-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
          ) : null}
          <h3 className={cn('text-lg font-semibold text-slate-900', Icon && 'mt-4')}>{title}</h3>
          <div className="mt-2 text-base leading-7 text-slate-700">{text}</div>
        </li>
      ))}
    </ul>
  );
}
