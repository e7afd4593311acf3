import { useState, type FormEvent, type ReactNode } from 'react';
import { DialogActions } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { messageOf } from '@/lib/api-client';

/**
 * The password asked for before a change to two-factor sign-in (set up, turn off, new recovery
 * codes): an empty password is refused here, a wrong one by the server, and its message shows under
 * the field. `onConfirm` does the change; the step is closed or replaced when it succeeds.
 */
export function PasswordStep({
  intro,
  submitLabel,
  onConfirm,
  onCancel,
}: {
  intro?: ReactNode;
  submitLabel: string;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Enter your password.');
    setBusy(true);
    setError(null);
    try {
      await onConfirm(password);
    } catch (caught) {
      setError(messageOf(caught, 'That password is not right.'));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error ?? undefined}
      />
      <DialogActions onCancel={onCancel} submitLabel={submitLabel} busyLabel="Checking..." isBusy={busy} />
    </form>
  );
}
