import { TEXTS, type Me } from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * The sign-in's second step for an account with two-factor sign-in: the 6-digit code from the
 * authenticator app, or a one-time recovery code instead; optionally trust this browser for 30 days.
 * The server made no session before this step (the password alone is not enough).
 */
export function TwoFactorForm({
  onSignedIn,
  onCancel,
}: {
  onSignedIn: (me: Me) => void;
  onCancel: () => void;
}) {
  const { completeSecondFactor } = useAuth();
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = method === 'totp' ? code.replace(/\s/g, '') : code.trim();
    if (method === 'totp' && !/^\d{6}$/.test(typed)) {
      return setError('Enter the 6-digit code from your authenticator app.');
    }
    if (!typed) return setError('Enter one of your recovery codes.');
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await completeSecondFactor({ code: typed, method, trustDevice }));
    } catch (caught) {
      setError(
        messageOf(
          caught,
          method === 'totp'
            ? 'That code is not right. Try the newest code in your app.'
            : TEXTS.auth.signInFailed,
        ),
      );
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      {method === 'totp' ? (
        <TextField
          key="totp"
          label="Two-factor code"
          hint="The 6-digit code your authenticator app shows now."
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : (
        <TextField
          key="recovery"
          label="Recovery code"
          hint="One of the codes you saved when you turned on two-factor sign-in. Each works once."
          autoComplete="off"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      )}
      <CheckboxField
        label="Trust this device for 30 days"
        checked={trustDevice}
        onChange={(event) => setTrustDevice(event.target.checked)}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? TEXTS.auth.signingIn : 'Verify and sign in'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setMethod(method === 'totp' ? 'recovery' : 'totp');
            setCode('');
            setError(null);
          }}
        >
          {method === 'totp' ? 'Use a recovery code instead' : 'Use a code from my app instead'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
