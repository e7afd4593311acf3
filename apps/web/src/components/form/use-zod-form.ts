import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError, messageOf } from '@/lib/api-client';

/**
 * The web's one form mechanism: react-hook-form checked by a domain zod schema (the one the API
 * checks again). Use it with `ZodForm` (a form on a page) or `FormDialog` (a form in a dialog):
 *
 *   const form = useZodForm({ schema: assetInputSchema, defaultValues: { name: '', type: '' } });
 *   <FormDialog form={form} title="Add Asset" submitLabel="Save Asset" success="Asset added"
 *     failure="Failed to save asset." onSubmit={(input) => save.mutateAsync(input)} onClose={…}>
 *     <TextField label="Name" {...form.field('name')} />
 *   </FormDialog>
 *
 * `form.field(name)` gives a TextField/SelectField/TextareaField its `name`, `ref`, change and blur
 * handlers and its message (so the labelled control stays labelled and shows the schema's words).
 * Pass `setValueAs` for a value that is not the text typed (a number, null for empty).
 * `defaultValues` are the form's values as typed: the record's for an edit, blanks for a new one.
 * Messages show on submit, then follow each change, unless `mode`/`reValidateMode` say otherwise.
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>({
  schema,
  defaultValues,
  ...timing
}: {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
} & Pick<UseFormProps<z.input<S>>, 'mode' | 'reValidateMode' | 'shouldFocusError'>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...timing,
  });
  const field = (name: Path<z.input<S>>, options?: { setValueAs?: (value: string) => unknown }) => ({
    ...form.register(name, options?.setValueAs ? { setValueAs: options.setValueAs } : undefined),
    error: fieldError(form, name),
  });
  return { ...form, field };
}

/** The form `useZodForm` returns. */
export type ZodFormApi<V extends FieldValues, O> = UseFormReturn<V, unknown, O> & {
  field: (
    name: Path<V>,
    options?: { setValueAs?: (value: string) => unknown },
  ) => ReturnType<UseFormReturn<V>['register']> & { error: string | undefined };
};

function fieldError<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, name: Path<V>) {
  const error = form.getFieldState(name, form.formState).error;
  return error?.message;
}

/**
 * `setValueAs` for an optional field whose empty value is `null` (not the empty text). react-hook-form
 * also passes the default value through it, which may be null or a number already.
 */
export const emptyAsNull = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? null : value) : (value ?? null);
/** `setValueAs` for a number field: `null` when empty, else the number (the schema says if it is one). */
export const emptyOrNumber = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : (value ?? null);
/** `setValueAs` for a code typed in groups ("123 456"): the value kept has no spaces. */
export const withoutSpaces = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s/g, '') : value;

/**
 * Puts an API refusal on the form: each `{ path, message }` issue of a 400 on its field (when the
 * form has that field), anything else as the form's own message (`errors.root.server`), with the
 * server's words or `fallback`.
 */
export function applyServerErrors<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  error: unknown,
  fallback: string,
): void {
  const fields = new Set(Object.keys(form.getValues()));
  let unplaced = !isApiError(error) || !error.issues?.length;
  if (isApiError(error)) {
    for (const issue of error.issues ?? []) {
      const name = issue.path.split('.')[0] ?? '';
      if (fields.has(name)) form.setError(name as Path<V>, { type: 'server', message: issue.message });
      else unplaced = true;
    }
  }
  if (unplaced) form.setError('root.server', { type: 'server', message: messageOf(error, fallback) });
}
