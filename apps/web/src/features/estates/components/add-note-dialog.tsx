import { NOTE_CATEGORIES, NOTE_CATEGORY_LABELS, createNoteSchema, parseTags } from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError, messageOf } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useAddNote } from '../api/estate-notes';

/** Add Note on estate detail: a title, a category, optional tags and the note itself. */
export function AddNoteDialog({ estateId, onClose }: { estateId: string; onClose: () => void }) {
  const [values, setValues] = useState({ title: '', category: 'general', tags: '', content: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddNote(estateId);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createNoteSchema.safeParse({ ...values, tags: parseTags(values.tags) });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setFailure(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Note added');
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.issues?.length) setErrors(fieldErrorsOf(error.issues));
        setFailure(messageOf(error, 'The note could not be saved. Please try again.'));
      },
    });
  };

  return (
    <Dialog title="Add Note" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure ? <Alert>{failure}</Alert> : null}
        <TextField
          label="Title"
          required
          maxLength={200}
          value={values.title}
          onChange={(e) => set('title')(e.target.value)}
          error={errors.title}
        />
        <SelectField
          label="Category"
          value={values.category}
          onChange={(e) => set('category')(e.target.value)}
          error={errors.category}
        >
          {NOTE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {NOTE_CATEGORY_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Tags"
          hint="Separate tags with commas, for example: bank, probate."
          value={values.tags}
          onChange={(e) => set('tags')(e.target.value)}
          error={errors.tags}
        />
        <TextareaField
          label="Note"
          required
          rows={6}
          value={values.content}
          onChange={(e) => set('content')(e.target.value)}
          error={errors.content}
        />
        <DialogActions
          onCancel={onClose}
          submitLabel="Save Note"
          busyLabel="Saving..."
          isBusy={add.isPending}
        />
      </form>
    </Dialog>
  );
}
