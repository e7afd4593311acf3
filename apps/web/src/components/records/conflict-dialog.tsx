import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { defaultChoices, displayValue, type Choice, type FieldChange } from '@/lib/records/conflict';

const nameOf = (change: FieldChange) => change.name;

/**
 * "Someone else changed this" (decision 060): shown over an edit form whose save was refused as
 * stale. It names who changed the record and when, lists the fields they changed with their value
 * beside yours, and offers: keep mine (save yours over the new version), take theirs (the form
 * shows their version, to edit again), or choose per field and save. Nothing typed is lost until
 * the person chooses.
 */
export function ConflictDialog({
  changes,
  changedBy,
  changedAt,
  onKeepMine,
  onTakeTheirs,
  onSaveChoices,
  onClose,
}: {
  changes: readonly FieldChange[];
  changedBy: string | null;
  changedAt: string | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onSaveChoices: (choices: Record<string, Choice>) => void;
  onClose: () => void;
}) {
  const [choices, setChoices] = useState(() => defaultChoices(changes));
  const id = useId();
  const columns = useMemo((): DataColumn<FieldChange>[] => {
    /** One of a field's two values as a choice: the radio buttons of a row share its name. */
    const radio = (change: FieldChange, choice: Choice, value: unknown) => (
      <label className="flex items-start gap-2">
        <input
          type="radio"
          name={`${id}-${change.name}`}
          className="mt-1"
          checked={choices[change.name] === choice}
          onChange={() => setChoices((c) => ({ ...c, [change.name]: choice }))}
        />
        <span className="break-words">
          <span className="sr-only">{choice === 'mine' ? 'Keep yours: ' : 'Take theirs: '}</span>
          {displayValue(value, change.options)}
        </span>
      </label>
    );
    return [
      {
        id: 'field',
        header: 'Field',
        isRowHeader: true,
        className: 'font-medium text-slate-900',
        cell: (change) => change.label,
      },
      { id: 'theirs', header: 'Theirs', cell: (change) => radio(change, 'theirs', change.theirs) },
      { id: 'yours', header: 'Yours', cell: (change) => radio(change, 'mine', change.mine) },
    ];
  }, [choices, id]);
  const who = changedBy ?? 'Someone else';
  const when = changedAt ? ` at ${formatDateTime(changedAt)}` : '';
  return (
    <Dialog
      title="Someone else changed this"
      description={`${who} changed this${when}, after you opened it. Nothing you typed is lost: choose what to keep.`}
      onClose={onClose}
      className="max-w-2xl"
    >
      {changes.length ? (
        <DataTable
          label="Changed fields"
          caption={`The fields ${who} changed, theirs beside yours`}
          isRegion={false}
          isCompact
          isTopAligned
          headerVariant="plain"
          columns={columns}
          rows={changes}
          rowId={nameOf}
        />
      ) : (
        <p className="text-sm text-slate-700">
          None of the fields on this form changed; only its version did.
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onTakeTheirs}>
          Take theirs
        </Button>
        {changes.length ? (
          <Button variant="secondary" onClick={() => onSaveChoices(choices)}>
            Save my choices
          </Button>
        ) : null}
        <Button onClick={onKeepMine}>Keep mine</Button>
      </div>
    </Dialog>
  );
}
