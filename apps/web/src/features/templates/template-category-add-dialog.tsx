import { templateCategoryInputSchema } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
import { TextField } from '@/components/ui/form-field';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { templateCategoriesKey } from './template-kind';

const added = z.object({ id: z.string(), name: z.string() });

/** New Category (Templates Library): one more category for the firm's templates. */
export function TemplateCategoryAddDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: templateCategoryInputSchema, defaultValues: { name: '' } });
  const add = useMutation({
    mutationFn: (input: { name: string }) => api.post('/api/template-categories', input, added),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: templateCategoriesKey }),
        queryClient.invalidateQueries({ queryKey: queryRoots.records }),
      ]),
  });
  return (
    <FormDialog
      form={form}
      title="New Category"
      submitLabel="Add Category"
      success="Category added"
      failure="Failed to add the category. Please try again."
      onClose={onClose}
      onSubmit={(values) => add.mutateAsync(values)}
    >
      <TextField label="Category name" required {...form.field('name')} />
    </FormDialog>
  );
}
