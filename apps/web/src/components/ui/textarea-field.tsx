import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from './focus';

/** A labelled multi-line text box with an optional hint and an inline error (like `TextField`). */
export function TextareaField({
  label,
  hint,
  error,
  id,
  className,
  ...textarea
}: {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1 block text-sm font-medium text-slate-900">
        {label}
      </label>
      <textarea
        id={controlId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900',
          'placeholder:text-slate-500 disabled:bg-slate-100 aria-[invalid=true]:border-red-700',
          focusRing,
          'focus-visible:ring-offset-0',
        )}
        {...textarea}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
