import type { ReactNode } from 'react';

/** Heading and subtitle at the top of an auth card. */
export function AuthCardHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {subtitle ? <p className="mt-2 text-sm text-slate-700">{subtitle}</p> : null}
    </div>
  );
}
