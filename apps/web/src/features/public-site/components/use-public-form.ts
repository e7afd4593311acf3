import { ERROR_CODES, PUBLIC_SITE_TEXTS } from '@estate/domain';
import { useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';

type Values = Record<string, string>;

/**
 * State of a public form: its values, a message per field, a message for the whole form, and
 * whether it was sent. Checks with the same zod schema the API uses before sending; the server's
 * field issues land on the same fields. On any failure the values stay as typed.
 *
 * The schema arrives lazily (`loadSchema`): the form asks for it when focus first moves into it
 * (`onFocus`), so it is there by the time anything is sent, and the page's first download stays
 * free of zod.
 */
export function usePublicForm<V extends Values>({
  initial,
  loadSchema,
  send,
}: {
  initial: V;
  loadSchema: () => Promise<z.ZodType>;
  send: (values: V) => Promise<unknown>;
}) {
  const [values, setValues] = useState<V>(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [isSent, setSent] = useState(false);
  // A prerendered form shows before its script runs; until then its button stays disabled, so an
  // early click cannot post the form natively (losing what was typed).
  const [isReady, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // Uncontrolled fields: a prerendered form can be typed in before its script runs, and hydrating
  // a controlled field would reset it to the empty initial value. The state follows each change;
  // a send reads the fields themselves.
  const field = (name: keyof V & string) => ({
    name,
    defaultValue: initial[name],
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (fieldErrors[name]) setFieldErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const showIssues = (issues: readonly { path: string; message: string }[], form: HTMLFormElement) => {
    const next: Partial<Record<keyof V, string>> = {};
    for (const issue of issues) {
      const key = issue.path.split('.')[0] as keyof V;
      if (key in values && !next[key]) next[key] = issue.message;
    }
    setFieldErrors(next);
    // Take keyboard and screen-reader users to the first field to fix.
    const first = Object.keys(next)[0];
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return Object.keys(next).length > 0;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    // What is in the fields now, including anything typed before the page's script took over.
    const typed = Object.fromEntries(new FormData(form));
    const current = { ...values };
    for (const key of Object.keys(values) as (keyof V & string)[]) {
      const value = typed[key];
      if (typeof value === 'string' && value !== current[key]) Object.assign(current, { [key]: value });
    }
    setValues(current);
    let schema: z.ZodType;
    try {
      schema = await loadSchema();
    } catch {
      setFormError(PUBLIC_SITE_TEXTS.sendFailed);
      return;
    }
    const checked = schema.safeParse(current);
    if (!checked.success) {
      showIssues(
        checked.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
        form,
      );
      return;
    }
    setFieldErrors({});
    setSending(true);
    try {
      await send(current);
      setSent(true);
    } catch (error) {
      if (isApiError(error) && error.issues?.length && showIssues(error.issues, form)) return;
      setFormError(
        isApiError(error) && error.status === ERROR_CODES.RATE_LIMITED
          ? PUBLIC_SITE_TEXTS.rateLimited
          : PUBLIC_SITE_TEXTS.sendFailed,
      );
    } finally {
      setSending(false);
    }
  };

  // Errors here are met again, and reported, when the form is sent.
  const onFocus = () => void loadSchema().catch(() => undefined);

  return { values, field, formError, isReady, isSending, isSent, onFocus, onSubmit };
}

/** What `usePublicForm` answers, for the pieces that draw a public form. */
export type PublicFormState<V extends Values> = ReturnType<typeof usePublicForm<V>>;
