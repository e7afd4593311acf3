import {
  ESTATE_STAGES,
  ESTATE_STATUSES,
  ESTATE_STATUS_LABELS,
  updateEstateSchema,
  type EstateStage,
} from '@estate/domain';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
import { SelectField } from '@/components/ui/form-field';
import type { EstateDetail } from '../api/schemas';
import { useUpdateEstate } from '../api/update-estate';

const isStage = (value: string | null): value is EstateStage => ESTATE_STAGES.some((s) => s.value === value);
const isStatus = (value: string | null): value is (typeof ESTATE_STATUSES)[number] =>
  ESTATE_STATUSES.some((s) => s === value);

/** Moves an estate's status and stage (admins, its lawyer, its executor). */
export function StatusStageDialog({ estate, onClose }: { estate: EstateDetail; onClose: () => void }) {
  const update = useUpdateEstate();
  const stage = estate.stage ?? 'initial';
  // A stage from before today's list is shown as it is and sent only once another is chosen.
  const known = isStage(stage);
  const form = useZodForm({
    schema: updateEstateSchema,
    defaultValues: {
      status: isStatus(estate.status) ? estate.status : 'active',
      ...(known ? { stage } : {}),
    },
  });
  return (
    <FormDialog
      form={form}
      title="Update Status"
      submitLabel="Save"
      success="Estate status updated"
      failure="The estate could not be updated."
      onSubmit={(changes) => update.mutateAsync({ id: estate.estateId, version: estate.version, changes })}
      onClose={onClose}
    >
      <SelectField label="Status" {...form.field('status')}>
        {ESTATE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {ESTATE_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Stage"
        defaultValue={stage}
        {...form.field('stage', { setValueAs: (value) => (isStage(value) ? value : undefined) })}
      >
        {known ? null : <option value={stage}>{stage}</option>}
        {ESTATE_STAGES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
