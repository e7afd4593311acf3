import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One band of a public page: an `<h2>` with an optional eyebrow and introduction, then its content.
 * `tone="muted"` gives the band a light grey background to separate it from its neighbours.
 */
export function Section({
  title,
  eyebrow,
  intro,
  tone = 'plain',
  width = 'wide',
  id,
  children,
}: {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'muted';
  width?: 'wide' | 'narrow';
  id?: string;
  children?: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('py-16 sm:py-20', tone === 'muted' ? 'bg-slate-50' : 'bg-white')}
    >
      <div className={cn('mx-auto px-4 sm:px-6', width === 'wide' ? 'max-w-6xl' : 'max-w-3xl')}>
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{eyebrow}</p>
        ) : null}
        <h2 id={headingId} className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {intro ? <div className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{intro}</div> : null}
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
