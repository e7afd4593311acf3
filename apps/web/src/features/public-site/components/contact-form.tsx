import { PUBLIC_SITE_TEXTS } from '@estate/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useSubmitEnquiry } from '../api/submit-enquiry';
import { loadFormSchemas } from '../load-form-schemas';
import { HoneypotField } from './honeypot-field';
import { PublicFormTemplates } from './public-form-templates';
import { usePublicForm } from './use-public-form';

/**
 * The contact form of spec 1 §2.11: Full name, Email address, Subject and Message required, Phone
 * number optional. It really sends: the enquiry is stored and emailed to the team.
 */
export function ContactForm() {
  const submit = useSubmitEnquiry();
  const form = usePublicForm({
    initial: { name: '', email: '', phone: '', subject: '', message: '', website: '' },
    loadSchema: () => loadFormSchemas().then((schemas) => schemas.enquiryInputSchema),
    send: (values) => submit.mutateAsync(values),
  });

  if (form.isSent) {
    return (
      <Alert tone="success">
        <p className="font-semibold">Message sent</p>
        <p>{PUBLIC_SITE_TEXTS.enquirySent}</p>
      </Alert>
    );
  }

  return (
    <>
      {/* method="post": should a script fail to load, what was typed never ends up in a URL.
          data-public-form: on a prerendered page, src/public/form.ts sends it. */}
      <form
        method="post"
        data-public-form="enquiry"
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
        <TextField label="Subject" required {...form.field('subject')} />
        <TextareaField label="Message" rows={6} required {...form.field('message')} />
        <HoneypotField {...form.field('website')} />
        <Button type="submit" size="lg" disabled={!form.isReady || form.isSending}>
          {form.isSending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
      {import.meta.env.SSR ? (
        <PublicFormTemplates sentTitle="Message sent" sentText={PUBLIC_SITE_TEXTS.enquirySent} />
      ) : null}
    </>
  );
}
