import { DOCUMENT_KINDS, can, documentUploadSchema, parseTags } from '@estate/domain';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
import { EstatePicker } from '@/components/ui/estate-picker';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { DocumentFileField } from '@/components/ui/document-file-field';
import { useUploadDocument } from '@/lib/documents';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useStagedUploads, useUploadIdField } from '@/lib/use-staged-uploads';

/**
 * The form as typed: the domain's upload fields (the API checks them again), the file, and the
 * document type and tags as text (the type becomes the first tag).
 */
const uploadFormSchema = z.object({
  estateId: documentUploadSchema.shape.estateId,
  // The chosen file is sent as soon as it is chosen (decision 049); the form sends its id.
  uploadId: z.string().min(1, { message: 'Please choose a file to upload.' }),
  kind: z.string(),
  tags: z.string().max(500, { message: 'Tags must be 500 characters or fewer' }),
  sharedWithBeneficiaries: z.boolean(),
});

/**
 * Upload Document: choose the estate (fixed when opened from an estate), the file, what kind of
 * document it is (kept as its first tag) and tags. The format (PDF, DOCX…) is read by the server
 * from the file itself.
 */
export function DocumentUploadDialog({
  estateId: fixedEstateId,
  onClose,
}: {
  estateId?: string;
  onClose: () => void;
}) {
  const { viewRole } = useViewRole();
  const canShare = can(viewRole, 'estate:manage');
  const upload = useUploadDocument();
  const once = useIdempotencyKey();
  const uploads = useStagedUploads();
  const form = useZodForm({
    schema: uploadFormSchema,
    defaultValues: {
      estateId: fixedEstateId ?? '',
      uploadId: '',
      kind: '',
      tags: '',
      sharedWithBeneficiaries: false,
    },
  });
  const onUploadId = useUploadIdField(form);
  const file = uploads.files[0];
  return (
    <FormDialog
      form={form}
      title="Upload Document"
      submitLabel="Upload"
      busyLabel="Uploading..."
      success={`${file instanceof File ? file.name : 'Document'} uploaded`}
      failure="The document could not be uploaded."
      onClose={onClose}
      uploads={uploads}
      onSubmit={({ estateId, uploadId, kind, tags, sharedWithBeneficiaries }) =>
        once((idempotencyKey) =>
          upload.mutateAsync({
            estateId,
            uploadId,
            tags: [...new Set([...(kind ? [kind] : []), ...parseTags(tags)])].slice(0, 10),
            sharedWithBeneficiaries: canShare && sharedWithBeneficiaries,
            idempotencyKey,
          }),
        )
      }
    >
      {fixedEstateId ? null : (
        <EstatePicker emptyLabel="Choose an estate" required {...form.field('estateId')} />
      )}
      <DocumentFileField
        label="File"
        uploads={uploads}
        error={form.formState.errors.uploadId?.message}
        onUploadId={onUploadId}
      />
      <SelectField label="Document type" {...form.field('kind')}>
        <option value="">Choose a type (optional)</option>
        {DOCUMENT_KINDS.map((k) => (
          <option key={k.value} value={k.value}>
            {k.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Tags"
        placeholder="will, intake"
        hint="Separate tags with commas."
        {...form.field('tags')}
      />
      {canShare ? (
        <CheckboxField
          label="Share with beneficiaries"
          hint="Beneficiaries of the estate can then open it. You can change this later."
          {...form.field('sharedWithBeneficiaries')}
        />
      ) : null}
    </FormDialog>
  );
}
