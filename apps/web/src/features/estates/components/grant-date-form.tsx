import { addMonths } from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { isApiError, messageOf } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import type { EstateDetail } from '../api/schemas';
import { useUpdateEstate } from '../api/update-estate';

/**
 * The date probate or letters of administration were granted. Saving it re-dates the tasks that
 * count from the grant: the s47 six-month distribution date and the claim windows.
 */
export function GrantDateForm({ estate }: { estate: EstateDetail }) {
  const [value, setValue] = useState(estate.grantDate ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateEstate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    update.mutate(
      { id: estate.estateId, changes: { grantDate: value || null } },
      {
        onSuccess: () =>
          toast.success(value ? 'Grant date saved; s47 and claim dates updated' : 'Grant date cleared'),
        onError: (err) => {
          const message = isApiError(err)
            ? (err.issues?.find((i) => i.path === 'grantDate')?.message ??
              messageOf(err, 'The grant date could not be saved.'))
            : 'The grant date could not be saved.';
          setError(message);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Grant date"
          type="date"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error}
          hint="Sets the s47 six-month distribution date and the Family Protection and relationship property claim dates."
          className="min-w-56 flex-1"
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={update.isPending || value === (estate.grantDate ?? '')}
        >
          {update.isPending ? 'Saving...' : 'Save grant date'}
        </Button>
      </div>
      {estate.grantDate ? (
        <p className="text-sm text-slate-700">
          Distributions may be made from {formatDate(addMonths(estate.grantDate, 6))} (s47); Family Protection
          Act claims close {formatDate(addMonths(estate.grantDate, 12))}.
        </p>
      ) : null}
    </form>
  );
}
