import type { TextareaHTMLAttributes } from 'react';
import { controlClasses, Field, type FieldChrome } from './field';

/** A labelled multi-line text box with an optional hint and an inline error (like `TextField`). */
export function TextareaField({
  label,
  hint,
  error,
  id,
  className,
  ...textarea
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <textarea rows={4} className={controlClasses} {...control} {...textarea} />}
    </Field>
  );
}
