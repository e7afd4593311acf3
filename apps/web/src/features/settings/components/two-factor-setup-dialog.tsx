import { SETTINGS_TEXTS, totpCodeSchema } from '@estate/domain';
import { useEffect, useState } from 'react';
import { useZodForm, withoutSpaces } from '@/components/form/use-zod-form';
import { ZodForm } from '@/components/form/zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { OneTimeCodeField } from '@/components/ui/form-field';
import { enableTwoFactor, secretOfUri, verifyTotp, type TwoFactorSetup } from '../api/security';
import { PasswordStep } from './password-step';
import { RecoveryCodes } from './recovery-codes';

/**
 * Configure two-factor sign-in: the password; then the QR code and the secret for the authenticator
 * app and a code from it to confirm; then the recovery codes, once. Two-factor is on only after the
 * code is confirmed (closing before that leaves it off).
 */
export function TwoFactorSetupDialog({ onClose, onEnabled }: { onClose: () => void; onEnabled: () => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  // The code is checked on Turn on, its message kept until the next try (focus stays on the button).
  const codeForm = useZodForm({
    schema: totpCodeSchema,
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  useEffect(() => {
    if (!setup) return;
    let live = true;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(setup.totpURI, { margin: 1, width: 200 }))
      .then((url) => {
        if (live) setQr(url);
      });
    return () => {
      live = false;
    };
  }, [setup]);

  const secret = setup ? secretOfUri(setup.totpURI) : '';
  return (
    <Dialog title="Set up two-factor sign-in" onClose={onClose}>
      {confirmed && setup ? (
        <div className="space-y-4">
          <Alert tone="success">
            Two-factor sign-in is on. From now on you sign in with a code too.{' '}
            {SETTINGS_TEXTS.signedOutElsewhere}
          </Alert>
          <RecoveryCodes codes={setup.backupCodes} />
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : setup ? (
        <ZodForm
          form={codeForm}
          className="space-y-4"
          submitLabel="Turn on"
          busyLabel="Checking..."
          failure="That code is not right. Try the newest code in your app."
          failureOn="code"
          onSubmit={({ code }) => verifyTotp(code)}
          onClose={onClose}
          onSaved={() => {
            setConfirmed(true);
            onEnabled();
          }}
        >
          <p className="text-sm text-slate-700">
            Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
            1Password…), or type the secret into it. Then enter the 6-digit code it shows.
          </p>
          <div className="flex justify-center">
            {qr ? (
              <img src={qr} alt="QR code for your authenticator app" width={200} height={200} />
            ) : (
              <div className="size-[200px] animate-pulse rounded bg-slate-100" aria-hidden="true" />
            )}
          </div>
          <p className="text-sm">
            Secret:{' '}
            <code className="rounded bg-slate-100 px-1 font-mono break-all" data-testid="totp-secret">
              {secret}
            </code>
          </p>
          <OneTimeCodeField label="6-digit code" {...codeForm.field('code', { setValueAs: withoutSpaces })} />
        </ZodForm>
      ) : (
        <PasswordStep
          intro="Enter your password to set up two-factor sign-in."
          submitLabel="Continue"
          onConfirm={async (password) => setSetup(await enableTwoFactor(password))}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
