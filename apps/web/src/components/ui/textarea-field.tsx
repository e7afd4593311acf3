import type { TextareaHTMLAttributes } from 'react';
import { controlClasses, Field, fieldProps, type FieldChrome } from './field';

/** A labelled multi-line text box with an optional hint and an inline error (like `TextField`). */
export function TextareaField(props: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const [field, textarea] = fieldProps(props);
  return (
    <Field {...field}>
      {(control) => <textarea rows={4} className={controlClasses} {...control} {...textarea} />}
    </Field>
  );
}
