import { can, newMessageThreadSchema } from '@estate/domain';
import { useEffect } from 'react';
import { CheckboxesField } from '@/components/form/form-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
import { EstatePicker } from '@/components/ui/estate-picker';
import { TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAuth } from '@/lib/auth/use-auth';
import { useCreateMessageThread } from '../api/create-message-thread';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useEstatePeople } from '../api/get-estate-people';

/**
 * New Conversation: an estate, a subject, the people on that estate to include and the first
 * message. A beneficiary may write only to those who run the estate (decision 027).
 */
export function NewConversationDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (threadId: string) => void;
}) {
  const { user, role } = useAuth();
  const create = useCreateMessageThread();
  const once = useIdempotencyKey();
  const form = useZodForm({
    schema: newMessageThreadSchema,
    defaultValues: { estateId: '', subject: '', participantIds: [], body: '', attachmentIds: [] },
  });
  const estateId = form.watch('estateId');
  const people = useEstatePeople(estateId);
  const { setValue } = form;
  useEffect(() => setValue('participantIds', []), [estateId, setValue]);
  const runsEstates = can(role, 'estate:manage');
  const options = (people.data ?? [])
    .filter((p) => p.userId !== user?.id && (runsEstates || p.role !== 'beneficiary'))
    .map((p) => ({ value: p.userId, label: `${p.name} (${p.role})` }));

  return (
    <FormDialog
      title="New Conversation"
      form={form}
      submitLabel="Start Conversation"
      busyLabel="Starting…"
      success="Conversation started"
      failure="The conversation could not be started."
      onClose={onClose}
      onSubmit={async (values) =>
        onCreated((await once((idempotencyKey) => create.mutateAsync({ ...values, idempotencyKey }))).id)
      }
    >
      <EstatePicker emptyLabel="Choose an estate" required {...form.field('estateId')} />
      <TextField label="Subject" required {...form.field('subject')} />
      <CheckboxesField
        form={form}
        name="participantIds"
        label="People"
        options={options}
        empty={estateId ? 'Nobody else is on this estate yet.' : 'Choose an estate first.'}
      />
      <TextareaField label="Message" required rows={4} {...form.field('body')} />
    </FormDialog>
  );
}
