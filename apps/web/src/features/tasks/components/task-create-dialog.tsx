import { createTaskSchema } from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { isApiError, messageOf } from '@/lib/api-client';
import { useCreateTask } from '../api/create-task';
import { fieldErrorsOf } from '@/lib/field-errors';

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
  const [values, setValues] = useState({ estateId: defaultEstateId, name: '', dueDate: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateTask();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTaskSchema.safeParse({
      estateId: values.estateId,
      name: values.name,
      dueDate: values.dueDate || null,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Task created');
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.issues?.length) {
          setErrors(fieldErrorsOf(error.issues));
        }
        setFailure(messageOf(error, 'The task could not be created.'));
      },
    });
  };

  return (
    <Dialog title="New Task" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure ? <Alert>{failure}</Alert> : null}
        <SelectField
          label="Estate"
          required
          value={values.estateId}
          onChange={(e) => setValues((v) => ({ ...v, estateId: e.target.value }))}
          error={errors.estateId}
        >
          <option value="">Choose an estate</option>
          {estates.map((e) => (
            <option key={e.estateId} value={e.estateId}>
              Estate of {e.deceasedName}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Task name"
          required
          value={values.name}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
          error={errors.name}
        />
        <TextField
          label="Due date"
          type="date"
          value={values.dueDate}
          onChange={(e) => setValues((v) => ({ ...v, dueDate: e.target.value }))}
          error={errors.dueDate}
        />
        <DialogActions
          onCancel={onClose}
          submitLabel="Create Task"
          busyLabel="Creating..."
          isBusy={create.isPending}
        />
      </form>
    </Dialog>
  );
}
