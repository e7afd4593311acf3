import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses, Field, fieldProps, type FieldChrome } from './field';
import { focusRing } from './focus';

/** A labelled text input with an optional hint and an inline error. */
export function TextField(props: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const [field, input] = fieldProps(props);
  return (
    <Field {...field}>{(control) => <input className={controlClasses} {...control} {...input} />}</Field>
  );
}

/**
 * A one-time code (from an authenticator app): phones offer their number keys, and the browser may
 * offer a code it was sent (`autocomplete="one-time-code"`). Otherwise a TextField.
 */
export function OneTimeCodeField(props: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" {...props} />;
}

/** A labelled native select. */
export function SelectField(props: FieldChrome & SelectHTMLAttributes<HTMLSelectElement>) {
  const [field, { children, ...select }] = fieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <select className={controlClasses} {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label to the right, and an optional hint and inline error under them. */
export function CheckboxField(props: FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [field, input] = fieldProps(props);
  return (
    <Field {...field} layout="checkbox">
      {(control) => (
        <input
          type="checkbox"
          className={cn('size-4 rounded border-slate-400 text-blue-700 accent-blue-700', focusRing)}
          {...control}
          {...input}
        />
      )}
    </Field>
  );
}
