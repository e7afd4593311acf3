import { nzLongDate } from '@estate/domain';
import type { ReactNode } from 'react';
import { focusRing } from '@/components/ui/focus';
import { cn } from '@/lib/cn';

export type LegalSection = { id: string; title: string; body: ReactNode };

/**
 * A numbered legal document: the date it was last updated, a table of contents linking to each
 * section, then the sections.
 */
export function LegalDocument({
  lastUpdated,
  sections,
}: {
  lastUpdated: string;
  sections: readonly LegalSection[];
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
      <p className="text-sm text-slate-700">
        Last updated: <time dateTime={lastUpdated}>{nzLongDate(lastUpdated)}</time>
      </p>
      <nav aria-label="Contents" className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-6">
        <h2 className="text-base font-semibold text-slate-900">Contents</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className={cn('rounded-sm hover:text-blue-800 hover:underline', focusRing)}
              >
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-12 space-y-12">
        {sections.map((s, index) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24">
            <h2 id={`${s.id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
              {index + 1}. {s.title}
            </h2>
            <div className="mt-4 space-y-4 text-base leading-7 text-slate-700 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
              {s.body}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
