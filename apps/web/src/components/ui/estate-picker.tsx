import type { ComponentProps } from 'react';
import { useEstateOptions } from '@/lib/records/use-estate-options';
import { SelectField } from './form-field';

/**
 * The one way to choose an estate: a select of every estate I may see ("Estate of …", by name), from
 * `GET /api/estates/options`. `emptyLabel` is the first choice: "All Estates" for a filter, "Choose
 * an estate" for a form field. Takes `form.field('estateId')` like any SelectField.
 */
export function EstatePicker({
  label = 'Estate',
  emptyLabel,
  ...select
}: Omit<ComponentProps<typeof SelectField>, 'children' | 'label'> & { label?: string; emptyLabel: string }) {
  const options = useEstateOptions();
  return (
    <SelectField label={label} {...select}>
      <option value="">{emptyLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}
