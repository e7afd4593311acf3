import { INSTITUTION_STATUSES, type InstitutionStatus } from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { messageOf } from '@/lib/api-client';
import type { AdminNotifiedInstitution } from '../api/get-admin-notifications';
import { useUpdateInstitutionNotified } from '../api/update-institution-notified';
import { statusLabel } from './status-badge';

/** An admin sets one institution row's status, with a note for the audit trail. */
export function InstitutionStatusControl({ row }: { row: AdminNotifiedInstitution }) {
  const [status, setStatus] = useState<InstitutionStatus>(row.status ?? 'pending');
  const [note, setNote] = useState('');
  const update = useUpdateInstitutionNotified();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate(
      { id: row.id, status, note: note.trim(), version: row.version },
      {
        onSuccess: () => {
          toast.success(`${row.name}: status set to ${statusLabel(status)}`);
          setNote('');
        },
        onError: (error) => toast.error(messageOf(error, 'The status could not be changed.')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <SelectField
        label={`Status for ${row.name}`}
        className="w-36"
        value={status}
        onChange={(e) => setStatus(e.target.value as InstitutionStatus)}
      >
        {INSTITUTION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={`Note for ${row.name}`}
        className="min-w-40 flex-1"
        value={note}
        maxLength={1000}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" size="sm" className="mb-1" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Update'}
        <span className="sr-only"> {row.name}</span>
      </Button>
    </form>
  );
}
