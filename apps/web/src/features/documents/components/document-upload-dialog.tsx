import { DOCUMENT_KINDS, can, parseTags } from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { EstatePicker } from '@/components/ui/estate-picker';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { messageOf } from '@/lib/api-client';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { useUploadDocument } from '../api/upload-document';

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
  const [estateId, setEstateId] = useState(fixedEstateId ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState('');
  const [tags, setTags] = useState('');
  const [shared, setShared] = useState(false);
  const { viewRole } = useViewRole();
  const canShare = can(viewRole, 'estate:manage');
  const [errors, setErrors] = useState<{ estateId?: string; file?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadDocument();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!estateId) found.estateId = 'Please choose an estate';
    if (!file) found.file = 'Please choose a file to upload.';
    setErrors(found);
    if (!file || !estateId) return;
    setFailure(null);
    const tagList = [...new Set([...(kind ? [kind] : []), ...parseTags(tags)])].slice(0, 10);
    upload.mutate(
      { estateId, file, tags: tagList, sharedWithBeneficiaries: canShare && shared },
      {
        onSuccess: () => {
          toast.success(`${file.name} uploaded`);
          onClose();
        },
        onError: (error) => setFailure(messageOf(error, 'The document could not be uploaded.')),
      },
    );
  };

  return (
    <Dialog title="Upload Document" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure ? <Alert>{failure}</Alert> : null}
        {fixedEstateId ? null : (
          <EstatePicker
            emptyLabel="Choose an estate"
            value={estateId}
            onChange={(e) => setEstateId(e.target.value)}
            error={errors.estateId}
            required
          />
        )}
        <TextField
          label="File"
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,.heic,.docx,.xlsx"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          error={errors.file}
          hint="PDF, JPEG, PNG, HEIC, DOCX or XLSX, up to 20 MB"
          required
        />
        <SelectField label="Document type" value={kind} onChange={(e) => setKind(e.target.value)}>
          <option value="">Choose a type (optional)</option>
          {DOCUMENT_KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Tags"
          value={tags}
          onChange={(e) => setTags(e.target.value)}
          placeholder="will, intake"
          hint="Separate tags with commas."
        />
        {canShare ? (
          <CheckboxField
            label="Share with beneficiaries"
            hint="Beneficiaries of the estate can then open it. You can change this later."
            checked={shared}
            onChange={(e) => setShared(e.target.checked)}
          />
        ) : null}
        <DialogActions
          onCancel={onClose}
          submitLabel="Upload"
          busyLabel="Uploading..."
          isBusy={upload.isPending}
        />
      </form>
    </Dialog>
  );
}
