import { DEMO_ROLES, PUBLIC_SITE_TEXTS, type DemoRequestInput } from '@estate/domain';
import { SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useSubmitDemoRequest } from '../api/submit-demo-request';
import { loadFormSchemas } from '../load-form-schemas';
import { ContactFields, PublicFormFrame } from './public-form-frame';
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
  return (
    <PublicFormFrame
      form={form}
      kind="demo-request"
      sentTitle="Thank you for your interest!"
      sentText={PUBLIC_SITE_TEXTS.demoRequested}
      submitLabel="Request Demo"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFields form={form} />
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
    </PublicFormFrame>
  );
}
