import { createTaskSchema } from '@estate/domain';
import { useState } from 'react';
import { newIdempotencyKey } from '@/lib/api-client';
import { FormDialog } from '@/components/form/zod-form';
import { emptyAsNull, useZodForm } from '@/components/form/use-zod-form';
import { EstatePicker } from '@/components/ui/estate-picker';
import { TextField } from '@/components/ui/form-field';
import { useCreateTask } from '../api/create-task';

/** New Task: estate (any I may see), name and an optional due date. */
export function TaskCreateDialog({
  defaultEstateId = '',
  onClose,
}: {
  defaultEstateId?: string;
  onClose: () => void;
}) {
  const create = useCreateTask();
  // One key for this form (decision 061): Save pressed again after a lost answer adds one task.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useZodForm({
    schema: createTaskSchema,
    defaultValues: { estateId: defaultEstateId, name: '', dueDate: null },
  });
  return (
    <FormDialog
      form={form}
      title="New Task"
      submitLabel="Create Task"
      busyLabel="Creating..."
      success="Task created"
      failure="The task could not be created."
      onSubmit={(input) => create.mutateAsync({ ...input, idempotencyKey })}
      onClose={onClose}
    >
      <EstatePicker emptyLabel="Choose an estate" required {...form.field('estateId')} />
      <TextField label="Task name" required {...form.field('name')} />
      <TextField label="Due date" type="date" {...form.field('dueDate', { setValueAs: emptyAsNull })} />
    </FormDialog>
  );
}
