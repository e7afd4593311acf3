import { createInvitationSchema, INVITATION_ROLES, type InvitationRole } from '@estate/domain';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
import { EstatePicker } from '@/components/ui/estate-picker';
import { SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useCreateInvitation } from '../api/create-invitation';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

const inviteFormSchema = createInvitationSchema.extend({
  estateId: z.uuid({ message: 'Please choose an estate' }),
});

const TITLES: Record<InvitationRole, string> = {
  executor: 'Add Executor',
  beneficiary: 'Invite to the platform',
  lawyer: 'Invite a lawyer',
};

/**
 * Invites someone to an estate by email (decision 028): the estate (any I run, or the one given),
 * their email and name, the role (fixed when the screen decides it) and a message for the email.
 * The emailed link lets them sign up or sign in and accept within 14 days.
 */
export function InviteDialog({
  role,
  isRoleFixed = true,
  defaults = {},
  onClose,
}: {
  role: InvitationRole;
  isRoleFixed?: boolean;
  /** Known details: the beneficiary's estate, email and name, say. */
  defaults?: { estateId?: string; email?: string; name?: string };
  onClose: () => void;
}) {
  const create = useCreateInvitation();
  const once = useIdempotencyKey();
  const form = useZodForm({
    schema: inviteFormSchema,
    defaultValues: {
      estateId: defaults.estateId ?? '',
      email: defaults.email ?? '',
      name: defaults.name ?? '',
      role,
      message: '',
    },
  });
  return (
    <FormDialog
      form={form}
      title={TITLES[role]}
      description="We email them a link to accept. It works once and expires in 14 days."
      submitLabel="Send Invitation"
      busyLabel="Sending..."
      success="Invitation sent"
      failure="The invitation could not be sent. Please try again."
      onSubmit={(values) => once((idempotencyKey) => create.mutateAsync({ ...values, idempotencyKey }))}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {defaults.estateId ? null : (
          <EstatePicker emptyLabel="Choose an estate" className="sm:col-span-2" {...form.field('estateId')} />
        )}
        <TextField label="Email" type="email" autoComplete="off" required {...form.field('email')} />
        <TextField label="Name" autoComplete="off" {...form.field('name')} />
        {isRoleFixed ? null : (
          <SelectField label="Role" {...form.field('role')}>
            {INVITATION_ROLES.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </SelectField>
        )}
        <TextareaField
          label="Message (optional)"
          hint="Quoted in the email."
          className="sm:col-span-2"
          {...form.field('message')}
        />
      </div>
    </FormDialog>
  );
}
