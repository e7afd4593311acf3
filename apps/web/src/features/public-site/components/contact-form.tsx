import { PUBLIC_SITE_TEXTS } from '@estate/domain';
import { TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useSubmitEnquiry } from '../api/submit-enquiry';
import { loadFormSchemas } from '../load-form-schemas';
import { ContactFields, PublicFormFrame } from './public-form-frame';
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
  return (
    <PublicFormFrame
      form={form}
      kind="enquiry"
      sentTitle="Message sent"
      sentText={PUBLIC_SITE_TEXTS.enquirySent}
      submitLabel="Send Message"
    >
      <ContactFields form={form} />
      <TextField label="Subject" required {...form.field('subject')} />
      <TextareaField label="Message" rows={6} required {...form.field('message')} />
    </PublicFormFrame>
  );
}
