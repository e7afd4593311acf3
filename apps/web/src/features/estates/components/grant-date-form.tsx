import { S65_LIMIT_PER_ORGANISATION, addMonths, can, formatNzd, updateEstateSchema } from '@estate/domain';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { applyServerErrors, emptyAsNull, useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { messageOf } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useViewRole } from '@/lib/view-role/use-view-role';
import type { EstateDetail } from '../api/schemas';
import { useUpdateEstate } from '../api/update-estate';

/**
 * The date probate or letters of administration were granted. Saving it re-dates the tasks that
 * count from the grant: the s47 six-month distribution date and the claim windows. Only those who
 * run the estate record it (`estate:manage`); anyone else reads it.
 */
export function GrantDateForm({ estate }: { estate: EstateDetail }) {
  const { viewRole } = useViewRole();
  return can(viewRole, 'estate:manage') ? (
    <EditGrantDate estate={estate} />
  ) : (
    <GrantDateText estate={estate} />
  );
}

function GrantDateText({ estate }: { estate: EstateDetail }) {
  return (
    <div className="space-y-3">
      <dl className="text-sm">
        <dt className="text-slate-600">Grant date</dt>
        <dd className="font-medium text-slate-900">
          {estate.withoutGrant
            ? `None: ${WITHOUT_GRANT_TEXT.toLowerCase()}`
            : formatDate(estate.grantDate, 'Not recorded yet')}
        </dd>
      </dl>
      <GrantDates grantDate={estate.grantDate} />
    </div>
  );
}

/** What follows from the grant date: when distributions may be made and claims close. */
function GrantDates({ grantDate }: { grantDate: string | null }) {
  return grantDate ? (
    <p className="text-sm text-slate-700">
      Distributions may be made from {formatDate(addMonths(grantDate, 6))} (s47); Family Protection Act claims
      close {formatDate(addMonths(grantDate, 12))}.
    </p>
  ) : null;
}

function EditGrantDate({ estate }: { estate: EstateDetail }) {
  const update = useUpdateEstate();
  const form = useZodForm({ schema: updateEstateSchema, defaultValues: { grantDate: estate.grantDate } });
  const unchanged = (form.watch('grantDate') ?? null) === estate.grantDate;

  const onSubmit = form.handleSubmit(async (changes) => {
    try {
      await update.mutateAsync({ id: estate.estateId, version: estate.version, changes });
    } catch (error) {
      applyServerErrors(form, error, 'The grant date could not be saved.');
      return;
    }
    toast.success(changes.grantDate ? 'Grant date saved; s47 and claim dates updated' : 'Grant date cleared');
  });
  const formError = form.formState.errors.root?.server?.message;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Grant date"
          type="date"
          hint="Sets the s47 six-month distribution date and the Family Protection and relationship property claim dates."
          className="min-w-56 flex-1"
          {...form.field('grantDate', { setValueAs: emptyAsNull })}
        />
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting || unchanged}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save grant date'}
        </Button>
      </div>
      {formError ? <Alert>{formError}</Alert> : null}
      <GrantDates grantDate={estate.grantDate} />
      {estate.grantDate ? null : <WithoutGrantChoice estate={estate} />}
    </form>
  );
}

const WITHOUT_GRANT_TEXT = 'Administered without a grant (s65 releases only)';

/**
 * An estate whose organisations release what they hold under s65, with nobody applying for probate
 * or administration: then the Property (Relationships) Act option runs from the death, and the task
 * and obligation are re-dated at once. Offered only while no grant date is recorded (recording one
 * ends it).
 */
function WithoutGrantChoice({ estate }: { estate: EstateDetail }) {
  const update = useUpdateEstate();
  // Ticked at once (the box answers the click), put back if the save fails.
  const [checked, setChecked] = useState(estate.withoutGrant);
  const onChange = async (withoutGrant: boolean) => {
    setChecked(withoutGrant);
    try {
      await update.mutateAsync({ id: estate.estateId, version: estate.version, changes: { withoutGrant } });
    } catch (error) {
      setChecked(!withoutGrant);
      toast.error(messageOf(error, 'The change could not be saved.'));
      return;
    }
    toast.success(
      withoutGrant
        ? 'Marked as administered without a grant: the PRA option now counts from the death'
        : 'No longer marked without a grant: the PRA option counts from the grant',
    );
  };
  return (
    <CheckboxField
      label={WITHOUT_GRANT_TEXT}
      hint={`Each organisation releases up to ${formatNzd(S65_LIMIT_PER_ORGANISATION * 100)} without probate. The Property (Relationships) Act option then runs six months from the death.`}
      checked={checked}
      disabled={update.isPending}
      onChange={(event) => void onChange(event.target.checked)}
    />
  );
}
