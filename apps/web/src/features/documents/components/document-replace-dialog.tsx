import { documentReplaceSchema } from '@estate/domain';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
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

/** Replace: a new file for the document, and what changed (kept in its version history). */
export function DocumentReplaceDialog({
  document,
  onClose,
}: {
  document: EstateDocument;
  onClose: () => void;
}) {
  const replace = useUploadDocumentVersion();
  const form = useZodForm({ schema: replaceFormSchema, defaultValues: { changeDescription: '' } });
  return (
    <FormDialog
      form={form}
      title={`Replace ${document.uploadedFile}`}
      description="The current file stays in the document's version history."
      submitLabel="Replace"
      busyLabel="Uploading..."
      success={`${document.uploadedFile}: new version uploaded`}
      failure="The new version could not be uploaded."
      onClose={onClose}
      onSubmit={({ file, changeDescription }) =>
        replace.mutateAsync({ documentId: document.documentId, file, changeDescription })
      }
    >
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
    </FormDialog>
  );
}
