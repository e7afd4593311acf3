import { NOTE_CATEGORIES, NOTE_CATEGORY_LABELS, createNoteSchema, parseTags } from '@estate/domain';
import { FormDialog } from '@/components/form/zod-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAddNote } from '../api/estate-notes';

/** Tags as typed ("bank, probate") to the list; react-hook-form passes the default list through too. */
const tagsAsList = (value: unknown) => (typeof value === 'string' ? parseTags(value) : value);

/** Add Note on estate detail: a title, a category, optional tags and the note itself. */
export function AddNoteDialog({ estateId, onClose }: { estateId: string; onClose: () => void }) {
  const add = useAddNote(estateId);
  const form = useZodForm({
    schema: createNoteSchema,
    // Tags are typed as "bank, probate" and kept as the list the schema checks.
    defaultValues: { title: '', category: 'general', tags: [], content: '' },
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
        {NOTE_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {NOTE_CATEGORY_LABELS[c]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Tags"
        hint="Separate tags with commas, for example: bank, probate."
        {...form.field('tags', { setValueAs: tagsAsList })}
      />
      <TextareaField label="Note" required rows={6} {...form.field('content')} />
    </FormDialog>
  );
}
