import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { isApiError, messageOf } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/field-errors';

/**
 * The body of a dialog that creates one thing (Add Note, New Task): its fields' values, a message
 * per field and one for the whole form. On submit it checks the values with the domain's schema
 * (the one the API uses) and sends them; on success it says so in a toast and closes. A refusal
 * lands on the fields it names and above the form, and the values stay as typed.
 */
export function useDialogForm<V extends Record<string, string>, I>({
  initial,
  schema,
  toInput = (values) => values,
  mutation,
  saved,
  failed,
  onDone,
}: {
  initial: V;
  schema: z.ZodType<I>;
  /** What the schema checks, when it is not the values as typed (tags split, empty date null). */
  toInput?: (values: V) => unknown;
  mutation: Pick<UseMutationResult<unknown, Error, I>, 'mutate' | 'isPending'>;
  /** The toast on success. */
  saved: string;
  /** The message when the API's answer has none of its own. */
  failed: string;
  onDone: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** Props for one field: its value, its change handler (which clears its message), its message. */
  const field = (name: keyof V & string) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
    error: errors[name],
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(toInput(values));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(saved);
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.issues?.length) setErrors(fieldErrorsOf(error.issues));
        setFailure(messageOf(error, failed));
      },
    });
  };

  return { field, failure, isBusy: mutation.isPending, onSubmit };
}
