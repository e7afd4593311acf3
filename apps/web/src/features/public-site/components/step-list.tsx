import type { ReactNode } from 'react';

export type Step = { title: string; text: ReactNode };

/** Numbered steps of a journey, in order. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-6">
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-700 text-base font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <div className="mt-2 text-base leading-7 text-slate-700">{step.text}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
