import { createTaskSchema } from '@estate/domain';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useDialogForm } from '@/hooks/use-dialog-form';
import { useCreateTask } from '../api/create-task';

export type TaskEstateOption = { estateId: string; deceasedName: string };

/** New Task: estate, name and an optional due date. */
export function TaskCreateDialog({
  estates,
  defaultEstateId = '',
  onClose,
}: {
  estates: TaskEstateOption[];
  defaultEstateId?: string;
  onClose: () => void;
}) {
  const form = useDialogForm({
    initial: { estateId: defaultEstateId, name: '', dueDate: '' },
    schema: createTaskSchema,
    toInput: (values) => ({ ...values, dueDate: values.dueDate || null }),
    mutation: useCreateTask(),
    saved: 'Task created',
    failed: 'The task could not be created.',
    onDone: onClose,
  });

  return (
    <Dialog title="New Task" onClose={onClose}>
      <form onSubmit={form.onSubmit} noValidate className="space-y-4">
        {form.failure ? <Alert>{form.failure}</Alert> : null}
        <SelectField label="Estate" required {...form.field('estateId')}>
          <option value="">Choose an estate</option>
          {estates.map((e) => (
            <option key={e.estateId} value={e.estateId}>
              Estate of {e.deceasedName}
            </option>
          ))}
        </SelectField>
        <TextField label="Task name" required {...form.field('name')} />
        <TextField label="Due date" type="date" {...form.field('dueDate')} />
        <DialogActions
          onCancel={onClose}
          submitLabel="Create Task"
          busyLabel="Creating..."
          isBusy={form.isBusy}
        />
      </form>
    </Dialog>
  );
}
