import { NOTE_CATEGORIES, NOTE_CATEGORY_LABELS, createNoteSchema, parseTags } from '@estate/domain';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useDialogForm } from '@/hooks/use-dialog-form';
import { useAddNote } from '../api/estate-notes';

/** Add Note on estate detail: a title, a category, optional tags and the note itself. */
export function AddNoteDialog({ estateId, onClose }: { estateId: string; onClose: () => void }) {
  const form = useDialogForm({
    initial: { title: '', category: 'general', tags: '', content: '' },
    schema: createNoteSchema,
    toInput: (values) => ({ ...values, tags: parseTags(values.tags) }),
    mutation: useAddNote(estateId),
    saved: 'Note added',
    failed: 'The note could not be saved. Please try again.',
    onDone: onClose,
  });

  return (
    <Dialog title="Add Note" onClose={onClose}>
      <form onSubmit={form.onSubmit} noValidate className="space-y-4">
        {form.failure ? <Alert>{form.failure}</Alert> : null}
        <TextField label="Title" required maxLength={200} {...form.field('title')} />
        <SelectField label="Category" {...form.field('category')}>
          {NOTE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {NOTE_CATEGORY_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Tags"
          hint="Separate tags with commas, for example: bank, probate."
          {...form.field('tags')}
        />
        <TextareaField label="Note" required rows={6} {...form.field('content')} />
        <DialogActions
          onCancel={onClose}
          submitLabel="Save Note"
          busyLabel="Saving..."
          isBusy={form.isBusy}
        />
      </form>
    </Dialog>
  );
}
