import { ESTATE_STAGES, ESTATE_STATUSES, ESTATE_STATUS_LABELS, updateEstateSchema } from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form-field';
import { messageOf } from '@/lib/api-client';
import type { EstateDetail } from '../api/schemas';
import { useUpdateEstate } from '../api/update-estate';

/** Moves an estate's status and stage (admins, its lawyer, its executor). */
export function StatusStageDialog({ estate, onClose }: { estate: EstateDetail; onClose: () => void }) {
  const [status, setStatus] = useState(estate.status ?? 'active');
  const [stage, setStage] = useState(estate.stage ?? 'initial');
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateEstate();
  const known = ESTATE_STAGES.some((s) => s.value === stage);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changes = updateEstateSchema.safeParse({ status, ...(known ? { stage } : {}) });
    if (!changes.success) {
      setFailure(changes.error.issues[0]?.message ?? 'Please choose a status and a stage.');
      return;
    }
    setFailure(null);
    update.mutate(
      { id: estate.estateId, changes: changes.data },
      {
        onSuccess: () => {
          toast.success('Estate status updated');
          onClose();
        },
        onError: (error) => setFailure(messageOf(error, 'The estate could not be updated.')),
      },
    );
  };

  return (
    <Dialog title="Update Status" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure ? <Alert>{failure}</Alert> : null}
        <SelectField label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
          {ESTATE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ESTATE_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Stage" value={stage} onChange={(e) => setStage(e.target.value)}>
          {known ? null : <option value={stage}>{stage}</option>}
          {ESTATE_STAGES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <DialogActions
          onCancel={onClose}
          submitLabel="Save"
          busyLabel="Saving..."
          isBusy={update.isPending}
        />
      </form>
    </Dialog>
  );
}
