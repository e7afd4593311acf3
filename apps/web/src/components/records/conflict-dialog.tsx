import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { defaultChoices, displayValue, type Choice, type FieldChange } from '@/lib/records/conflict';

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
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The fields {who} changed, theirs beside yours</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-3 font-medium">
                Field
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Theirs
              </th>
              <th scope="col" className="py-2 font-medium">
                Yours
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => {
              const name = `${id}-${change.name}`;
              const radio = (choice: Choice, value: unknown) => (
                <label className="flex items-start gap-2">
                  <input
                    type="radio"
                    name={name}
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
              return (
                <tr key={change.name} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {change.label}
                  </th>
                  <td className="py-2 pr-3">{radio('theirs', change.theirs)}</td>
                  <td className="py-2">{radio('mine', change.mine)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
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
