import { templateCategoryInputSchema } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
import { TextField } from '@/components/ui/form-field';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { templateCategoriesKey } from './template-kind';

const added = z.object({ id: z.string(), name: z.string() });

/** New Category (Templates Library): one more category for the firm's templates. */
export function TemplateCategoryAddDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: templateCategoryInputSchema, defaultValues: { name: '' } });
  // One key per category added (decision 061): Add pressed again after a lost answer adds it once.
  const once = useIdempotencyKey();
  const add = useMutation({
    mutationFn: ({ idempotencyKey, ...input }: { name: string; idempotencyKey: string }) =>
      api.post('/api/template-categories', input, added, { idempotencyKey }),
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
      onSubmit={(values) => once((idempotencyKey) => add.mutateAsync({ ...values, idempotencyKey }))}
    >
      <TextField label="Category name" required {...form.field('name')} />
    </FormDialog>
  );
}
