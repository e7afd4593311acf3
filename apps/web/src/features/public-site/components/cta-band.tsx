import type { ReactNode } from 'react';

/** The closing call to action of a page: a heading, a sentence and its buttons on a dark band. */
export function CtaBand({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section aria-label={title} className="bg-blue-900 py-16 text-white">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight">{title}</h2>
        {children ? <div className="mt-4 text-lg leading-8 text-blue-100">{children}</div> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}
