import {
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_OUTCOMES,
  privacyRequestCloseInputSchema,
  type AdminPrivacyRequest,
} from '@estate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { FormDialog } from '@/components/form/zod-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { SelectField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { adminPrivacyRequestsKey, closePrivacyRequest } from '../api/privacy-requests';

/** Close a privacy request: the outcome and the answer its requester reads (and is emailed). */
export function ClosePrivacyRequestDialog({
  request,
  onClose,
}: {
  request: AdminPrivacyRequest;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useZodForm({
    schema: privacyRequestCloseInputSchema,
    defaultValues: { outcome: request.kind === 'correction' ? 'corrected' : 'fulfilled', answer: '' },
  });
  return (
    <FormDialog
      title="Close privacy request"
      description={`${PRIVACY_REQUEST_KIND_LABELS[request.kind]} from ${request.requester.name}. They are told the outcome and read your answer.`}
      form={form}
      submitLabel="Close request"
      busyLabel="Closing..."
      success="The request is closed and the requester has been told"
      failure="We couldn’t close the request. Please try again."
      onSubmit={async (values) => {
        await closePrivacyRequest(request.id, values);
        await queryClient.invalidateQueries({ queryKey: adminPrivacyRequestsKey });
      }}
      onClose={onClose}
    >
      <SelectField label="Outcome" required {...form.field('outcome')}>
        {PRIVACY_REQUEST_OUTCOMES.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Answer to the requester"
        hint="What you did, or why you declined. If you declined a correction, say that they may ask for a statement of the correction sought to be attached to their information (principle 7)."
        rows={6}
        required
        {...form.field('answer')}
      />
    </FormDialog>
  );
}
