import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from './focus';

const controlClasses = cn(
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900',
  'placeholder:text-slate-500 disabled:bg-slate-100 aria-[invalid=true]:border-red-700',
  focusRing,
  'focus-visible:ring-offset-0',
);

type FieldChrome = {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
};

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown) {
  const ids = [hint ? hintId : null, error ? errorId : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Label, hint and inline error around one control; the control gets the ids it must reference. */
function Field({
  label,
  hint,
  error,
  id,
  className,
  children,
}: FieldChrome & {
  id: string | undefined;
  className: string | undefined;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds = describedBy(hintId, errorId, hint, error);
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1 block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children({
        id: controlId,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
      })}
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

/** A labelled text input with an optional hint and an inline error. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  ...input
}: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <input className={controlClasses} {...control} {...input} />}
    </Field>
  );
}

/** A labelled native select. */
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  children,
  ...select
}: FieldChrome & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <select className={controlClasses} {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label to the right, and an optional hint and inline error under them. */
export function CheckboxField({
  label,
  hint,
  error,
  id,
  className,
  ...input
}: FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedByIds = describedBy(hintId, errorId, hint, error);
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          type="checkbox"
          className={cn('size-4 rounded border-slate-400 text-blue-700 accent-blue-700', focusRing)}
          {...(describedByIds ? { 'aria-describedby': describedByIds } : {})}
          {...(error ? { 'aria-invalid': true } : {})}
          {...input}
        />
        <label htmlFor={inputId} className="text-sm text-slate-900">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 ml-6 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 ml-6 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
