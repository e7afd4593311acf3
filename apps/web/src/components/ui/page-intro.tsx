import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * The top of a public page: its one `<h1>`, a short introduction and optional calls to action.
 * Also sets the tab title.
 */
export function PageIntro({
  title,
  documentTitle,
  eyebrow,
  children,
  actions,
}: {
  title: string;
  /** Tab title when it should differ from the heading; `null` shows the bare product name. */
  documentTitle?: string | null;
  eyebrow?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(documentTitle === null ? undefined : (documentTitle ?? title));
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-24">
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{eyebrow}</p>
      ) : null}
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
      <div className="mt-6 space-y-4 text-lg leading-8 text-slate-700">{children}</div>
      {actions ? <div className="mt-10 flex flex-wrap gap-3">{actions}</div> : null}
    </section>
  );
}
