import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled white box on a dashboard page; `actions` sit to the right of the title. */
export function Panel({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className="p-5">{children}</div>
    </section>
  );
}

/** The "nothing here" message of a list, with an optional hint and action. */
export function EmptyState({
  title,
  hint,
  action,
  className,
}: {
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('py-8 text-center', className)}>
      <p className="font-medium text-slate-900">{title}</p>
      {hint ? <p className="mt-1 text-sm text-slate-700">{hint}</p> : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}
