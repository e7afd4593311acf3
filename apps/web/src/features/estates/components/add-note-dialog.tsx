import { NOTE_CATEGORY_OPTIONS, noteInputSchema } from '@estate/domain';
import { FormDialog } from '@/components/form/zod-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAddNote } from '../api/estate-notes';

/** Add Note on estate detail: a title, a category, optional tags and the note itself. */
export function AddNoteDialog({ estateId, onClose }: { estateId: string; onClose: () => void }) {
  const add = useAddNote(estateId);
  const form = useZodForm({
    schema: noteInputSchema,
    // Tags are typed as "bank, probate"; the API keeps them as a list.
    defaultValues: { title: '', category: 'general', tags: '', content: '' },
  });
  return (
    <FormDialog
      form={form}
      title="Add Note"
      submitLabel="Save Note"
      success="Note added"
      failure="The note could not be saved. Please try again."
      onSubmit={(input) => add.mutateAsync(input)}
      onClose={onClose}
    >
      <TextField label="Title" required maxLength={200} {...form.field('title')} />
      <SelectField label="Category" {...form.field('category')}>
        {NOTE_CATEGORY_OPTIONS.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Tags"
        hint="Separate tags with commas, for example: bank, probate."
        {...form.field('tags')}
      />
      <TextareaField label="Note" required rows={6} {...form.field('content')} />
    </FormDialog>
  );
}
