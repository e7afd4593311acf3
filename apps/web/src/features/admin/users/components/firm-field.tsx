import { USER_ADMIN_PAGE, type userAdminInputSchema } from '@estate/domain';
import { useEffect } from 'react';
import type { z } from 'zod';
import type { ZodFormApi } from '@/components/form/use-zod-form';
import { SelectField } from '@/components/ui/form-field';
import { useLawFirmOptions } from '../api/get-law-firm-options';

type Form = ZodFormApi<z.input<typeof userAdminInputSchema> & { estateId: string }, unknown>;

/**
 * The law firm a lawyer belongs to, chosen from the firms (`GET /api/admin/law-firms`). Only a
 * lawyer belongs to one: for any other role the choice is cleared and disabled.
 */
export function FirmField({ form }: { form: Form }) {
  const firms = useLawFirmOptions();
  const isLawyer = form.watch('role') === 'lawyer';
  const firmId = form.watch('firmId');
  useEffect(() => {
    if (!isLawyer && firmId) form.setValue('firmId', '', { shouldDirty: true });
  }, [isLawyer, firmId, form]);
  // The firm's choice exists once the firms have loaded: show it then.
  useEffect(() => {
    if (firms.data) form.setValue('firmId', form.getValues('firmId'));
  }, [firms.data, form]);
  return (
    <SelectField
      {...form.field('firmId')}
      label="Firm"
      disabled={!isLawyer}
      hint={
        firms.isError
          ? 'The law firms could not be loaded.'
          : isLawyer
            ? undefined
            : USER_ADMIN_PAGE.firmOnlyLawyers
      }
    >
      <option value="">No firm</option>
      {firms.data?.map((f) => (
        <option key={f.value} value={f.value}>
          {f.label}
        </option>
      ))}
    </SelectField>
  );
}
