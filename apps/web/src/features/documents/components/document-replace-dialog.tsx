import { documentReplaceSchema } from '@estate/domain';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { DocumentFileField } from '@/components/ui/document-file-field';
import { useStagedUploads, useUploadIdField } from '@/lib/use-staged-uploads';
import type { EstateDocument } from '../api/get-documents';
import { useUploadDocumentVersion } from '../api/upload-document-version';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

const replaceFormSchema = documentReplaceSchema.extend({
  // The chosen file is sent as soon as it is chosen (decision 049); the form sends its id.
  uploadId: z.string().min(1, { message: 'Please choose a file to upload.' }),
});
type ReplaceValues = z.output<typeof replaceFormSchema>;

/**
 * Replace: a new file for the document, and what changed (kept in its version history). A file of
 * another name may be the wrong one, so it asks first, naming both files; Cancel keeps the current
 * file and goes back to the form.
 */
export function DocumentReplaceDialog({
  document,
  onClose,
}: {
  document: EstateDocument;
  onClose: () => void;
}) {
  const replace = useUploadDocumentVersion();
  const once = useIdempotencyKey();
  const uploads = useStagedUploads();
  const form = useZodForm({
    schema: replaceFormSchema,
    defaultValues: { changeDescription: '', uploadId: '' },
  });
  const onUploadId = useUploadIdField(form);
  const [toConfirm, setToConfirm] = useState<ReplaceValues | null>(null);
  const chosenName = uploads.files[0]?.name ?? '';

  const upload = async ({ uploadId, changeDescription }: ReplaceValues) => {
    try {
      await once((idempotencyKey) =>
        replace.mutateAsync({ documentId: document.documentId, uploadId, changeDescription, idempotencyKey }),
      );
    } catch (error) {
      applyServerErrors(form, error, 'The new version could not be uploaded.');
      return;
    }
    uploads.reset();
    toast.success(`${document.uploadedFile}: new version uploaded`);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    if (uploads.blocker) return;
    if (chosenName !== document.uploadedFile) setToConfirm(values);
    else await upload(values);
  });
  const formError = form.formState.errors.root?.server?.message;

  return (
    <Dialog
      title={`Replace ${document.uploadedFile}`}
      description="The current file stays in the document's version history."
      onClose={onClose}
      className="max-w-2xl"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        <DocumentFileField
          label="New file"
          uploads={uploads}
          error={form.formState.errors.uploadId?.message}
          onUploadId={onUploadId}
        />
        <TextareaField
          label="Change description"
          hint="What changed in this version (optional)."
          {...form.field('changeDescription')}
        />
        {formError ? <Alert>{formError}</Alert> : null}
        <DialogActions
          onCancel={onClose}
          submitLabel="Replace"
          busyLabel="Uploading..."
          isBusy={form.formState.isSubmitting || replace.isPending}
          heldBack={uploads.blocker}
        />
      </form>
      {toConfirm ? (
        <ConfirmDialog
          title="Replace with a file of another name?"
          message={`“${document.uploadedFile}” will be replaced by “${chosenName}”. The current file stays in the version history.`}
          confirmLabel="Replace"
          busyLabel="Uploading..."
          onConfirm={() => {
            const values = toConfirm;
            setToConfirm(null);
            void upload(values);
          }}
          onClose={() => setToConfirm(null)}
        />
      ) : null}
    </Dialog>
  );
}
