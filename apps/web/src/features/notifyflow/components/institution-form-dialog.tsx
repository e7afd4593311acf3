import { adminInstitutionInputSchema, INSTITUTION_CATEGORIES, type AdminInstitution } from '@estate/domain';
import { emptyAsNull, useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useCreateAdminInstitution } from '../api/create-admin-institution';
import { useUpdateAdminInstitution } from '../api/update-admin-institution';

/** Add an institution, or edit one (`institution` given): name, category and contact details. */
export function InstitutionFormDialog({
  institution,
  onClose,
}: {
  institution: AdminInstitution | null;
  onClose: () => void;
}) {
  const create = useCreateAdminInstitution();
  const update = useUpdateAdminInstitution();
  const form = useZodForm({
    schema: adminInstitutionInputSchema,
    defaultValues: institution
      ? {
          name: institution.name,
          category: institution.category,
          notificationEmail: institution.notificationEmail,
          postalAddress: institution.postalAddress,
          logoUrl: institution.logoUrl,
          retired: institution.retired,
        }
      : { name: '', notificationEmail: null, postalAddress: null, logoUrl: null, retired: false },
  });
  const name = form.watch('name').trim();
  return (
    <FormDialog
      form={form}
      title={institution ? `Edit ${institution.name}` : 'Add institution'}
      description="Notifications go to the email address when there is one; otherwise a letter is queued for posting."
      submitLabel="Save"
      success={institution ? `${name} updated` : `${name} added`}
      failure="The institution could not be saved. Please try again."
      onSubmit={(input) =>
        institution
          ? update.mutateAsync({ id: institution.institutionId, changes: input })
          : create.mutateAsync(input)
      }
      onClose={onClose}
    >
      <TextField label="Name" required {...form.field('name')} />
      <SelectField label="Category" required {...form.field('category')}>
        <option value="">Select category</option>
        {INSTITUTION_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Notification email"
        type="email"
        {...form.field('notificationEmail', { setValueAs: emptyAsNull })}
      />
      <TextareaField
        label="Postal address"
        rows={3}
        {...form.field('postalAddress', { setValueAs: emptyAsNull })}
      />
      <TextField
        label="Logo URL (optional)"
        type="url"
        {...form.field('logoUrl', { setValueAs: emptyAsNull })}
      />
      <CheckboxField label="Retired (hidden from the form)" {...form.field('retired')} />
    </FormDialog>
  );
}
