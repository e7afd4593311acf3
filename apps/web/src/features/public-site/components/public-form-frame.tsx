import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { HoneypotField } from './honeypot-field';
import { PublicFormTemplates, SentAlert } from './public-form-templates';
import type { PublicFormState } from './use-public-form';

type WithContact = Record<string, string> & { name: string; email: string; phone: string; website: string };

/**
 * What every public form has around its own fields (the contact and demo request forms): the
 * thank-you once sent, the whole-form error, the spam trap, the send button and, on prerendered
 * pages, the templates src/public/form.ts shows.
 */
export function PublicFormFrame<V extends WithContact>({
  form,
  kind,
  sentTitle,
  sentText,
  submitLabel,
  children,
}: {
  form: PublicFormState<V>;
  /** `data-public-form`: on a prerendered page, src/public/form.ts sends it to this endpoint kind. */
  kind: 'enquiry' | 'demo-request';
  sentTitle: string;
  sentText: string;
  submitLabel: string;
  children: ReactNode;
}) {
  if (form.isSent) return <SentAlert title={sentTitle} text={sentText} />;
  return (
    <>
      {/* method="post": should a script fail to load, what was typed never ends up in a URL. */}
      <form
        method="post"
        data-public-form={kind}
        noValidate
        onFocus={form.onFocus}
        onSubmit={(event) => void form.onSubmit(event)}
        className="relative space-y-5"
      >
        {form.formError ? (
          <Alert>
            <p>{form.formError}</p>
          </Alert>
        ) : null}
        {children}
        <HoneypotField {...form.field('website')} />
        <Button type="submit" size="lg" disabled={!form.isReady || form.isSending}>
          {form.isSending ? 'Sending...' : submitLabel}
        </Button>
      </form>
      {import.meta.env.SSR ? <PublicFormTemplates sentTitle={sentTitle} sentText={sentText} /> : null}
    </>
  );
}

/** Full name, email address and an optional phone number: who is writing, on every public form. */
export function ContactFields<V extends WithContact>({ form }: { form: PublicFormState<V> }) {
  return (
    <>
      <TextField label="Full name" autoComplete="name" required {...form.field('name')} />
      <TextField label="Email address" type="email" autoComplete="email" required {...form.field('email')} />
      <TextField
        label="Phone number (optional)"
        type="tel"
        autoComplete="tel"
        placeholder="021 123 4567"
        {...form.field('phone')}
      />
    </>
  );
}
