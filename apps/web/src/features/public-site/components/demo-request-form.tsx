import { DEMO_ROLES, PUBLIC_SITE_TEXTS, type DemoRequestInput } from '@estate/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useSubmitDemoRequest } from '../api/submit-demo-request';
import { loadFormSchemas } from '../load-form-schemas';
import { HoneypotField } from './honeypot-field';
import { PublicFormTemplates } from './public-form-templates';
import { usePublicForm } from './use-public-form';

/**
 * The demo request form of spec 1 §2.12: name and email required; phone, company, role and
 * message optional. Stored and emailed to the team; then a thank-you state.
 */
export function DemoRequestForm() {
  const submit = useSubmitDemoRequest();
  const form = usePublicForm({
    initial: { name: '', email: '', phone: '', company: '', role: '', message: '', website: '' },
    loadSchema: () => loadFormSchemas().then((schemas) => schemas.demoRequestInputSchema),
    // The schema has just checked `role` is one of DEMO_ROLES or empty.
    send: (values) => submit.mutateAsync(values as DemoRequestInput),
  });

  if (form.isSent) {
    return (
      <Alert tone="success">
        <p className="font-semibold">Thank you for your interest!</p>
        <p>{PUBLIC_SITE_TEXTS.demoRequested}</p>
      </Alert>
    );
  }

  return (
    <>
      {/* method="post": should a script fail to load, what was typed never ends up in a URL.
          data-public-form: on a prerendered page, src/public/form.ts sends it. */}
      <form
        method="post"
        data-public-form="demo-request"
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
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Full name" autoComplete="name" required {...form.field('name')} />
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <TextField
            label="Phone number (optional)"
            type="tel"
            autoComplete="tel"
            placeholder="021 123 4567"
            {...form.field('phone')}
          />
          <TextField
            label="Company or firm (optional)"
            autoComplete="organization"
            {...form.field('company')}
          />
        </div>
        <SelectField label="Your role (optional)" {...form.field('role')}>
          <option value="">Select your role</option>
          {DEMO_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </SelectField>
        <TextareaField label="What would you like to see? (optional)" rows={5} {...form.field('message')} />
        <HoneypotField {...form.field('website')} />
        <Button type="submit" size="lg" disabled={!form.isReady || form.isSending}>
          {form.isSending ? 'Sending...' : 'Request Demo'}
        </Button>
      </form>
      {import.meta.env.SSR ? (
        <PublicFormTemplates
          sentTitle="Thank you for your interest!"
          sentText={PUBLIC_SITE_TEXTS.demoRequested}
        />
      ) : null}
    </>
  );
}
