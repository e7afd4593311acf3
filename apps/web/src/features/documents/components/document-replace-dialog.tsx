import { documentReplaceSchema } from '@estate/domain';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { DOCUMENT_FILE_ACCEPT, DOCUMENT_FILE_HINT } from '@/lib/documents';
import type { EstateDocument } from '../api/get-documents';
import { useUploadDocumentVersion } from '../api/upload-document-version';

const replaceFormSchema = documentReplaceSchema.extend({
  // react-hook-form holds a file input's FileList; the form wants its one file.
  file: z
    .unknown()
    .transform((value) => (value instanceof FileList ? value[0] : value))
    .pipe(z.instanceof(File, { message: 'Please choose a file to upload.' })),
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
  const form = useZodForm({ schema: replaceFormSchema, defaultValues: { changeDescription: '' } });
  const [toConfirm, setToConfirm] = useState<ReplaceValues | null>(null);

  const upload = async ({ file, changeDescription }: ReplaceValues) => {
    try {
      await replace.mutateAsync({ documentId: document.documentId, file, changeDescription });
    } catch (error) {
      applyServerErrors(form, error, 'The new version could not be uploaded.');
      return;
    }
    toast.success(`${document.uploadedFile}: new version uploaded`);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    if (values.file.name !== document.uploadedFile) setToConfirm(values);
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
        <TextField
          label="New file"
          type="file"
          accept={DOCUMENT_FILE_ACCEPT}
          hint={DOCUMENT_FILE_HINT}
          required
          {...form.field('file')}
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
        />
      </form>
      {toConfirm ? (
        <ConfirmDialog
          title="Replace with a file of another name?"
          message={`“${document.uploadedFile}” will be replaced by “${toConfirm.file.name}”. The current file stays in the version history.`}
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
