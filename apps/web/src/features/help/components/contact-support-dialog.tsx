import { enquiryInputSchema, PUBLIC_SITE_TEXTS } from '@estate/domain';
import { FormDialog } from '@/components/form/zod-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAuth } from '@/lib/auth/use-auth';
import { useSendSupportRequest } from '../api/send-support-request';

/**
 * Contact Support (Help Center, FAQ): the contact form with the signed-in person's name and email
 * filled in. It goes to the team like any enquiry; the reply comes by email.
 */
export function ContactSupportDialog({ onClose, subject = '' }: { onClose: () => void; subject?: string }) {
  const { user } = useAuth();
  const send = useSendSupportRequest();
  const form = useZodForm({
    schema: enquiryInputSchema,
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', phone: '', subject, message: '' },
  });
  return (
    <FormDialog
      form={form}
      title="Contact Support"
      description="Our Auckland team replies by email within 1 business day. Please do not include passwords or recovery codes."
      submitLabel="Send Message"
      busyLabel="Sending..."
      success={PUBLIC_SITE_TEXTS.enquirySent}
      failure={PUBLIC_SITE_TEXTS.sendFailed}
      onSubmit={(input) => send.mutateAsync({ ...input, phone: input.phone ?? undefined })}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" required {...form.field('name')} />
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
      </div>
      <TextField label="Subject" required {...form.field('subject')} />
      <TextareaField label="Message" rows={6} required {...form.field('message')} />
    </FormDialog>
  );
}
