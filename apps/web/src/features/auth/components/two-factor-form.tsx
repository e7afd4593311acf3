import { recoveryCodeSchema, TEXTS, totpCodeSchema, type Me } from '@estate/domain';
import { z } from 'zod';
import { useZodForm, withoutSpaces } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { CheckboxField, OneTimeCodeField, TextField } from '@/components/ui/form-field';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { AuthCard, type AuthCardTexts } from './auth-card';

/** The code from the app (spaces dropped), or a recovery code (trimmed), by the way chosen. */
const secondFactorSchema = z.discriminatedUnion('method', [
  totpCodeSchema.extend({ method: z.literal('totp'), trustDevice: z.boolean() }),
  recoveryCodeSchema.extend({ method: z.literal('recovery'), trustDevice: z.boolean() }),
]);

const asTyped = (value: unknown) => value;

/**
 * The sign-in's second step for an account with two-factor sign-in: the 6-digit code from the
 * authenticator app, or a one-time recovery code instead; optionally trust this browser for 30 days.
 * The server made no session before this step (the password alone is not enough). What is wrong,
 * the form's check or the server's refusal, is said in the card's alert until the next try.
 */
export function TwoFactorForm({
  card,
  onSignedIn,
  onCancel,
}: {
  card: AuthCardTexts;
  onSignedIn: (me: Me) => void;
  onCancel: () => void;
}) {
  const { completeSecondFactor } = useAuth();
  const form = useZodForm({
    schema: secondFactorSchema,
    defaultValues: { method: 'totp', code: '', trustDevice: false },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const method = form.watch('method');
  // A code from the app may be typed in groups ("123 456"); a recovery code is kept as typed.
  const code = form.register('code', { setValueAs: method === 'totp' ? withoutSpaces : asTyped });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      onSignedIn(await completeSecondFactor(input));
    } catch (caught) {
      form.setError('root.server', {
        message: messageOf(
          caught,
          input.method === 'totp'
            ? 'That code is not right. Try the newest code in your app.'
            : TEXTS.auth.signInFailed,
        ),
      });
    }
  });
  const { errors } = form.formState;

  return (
    <AuthCard
      {...card}
      form={form}
      alert={errors.code?.message ?? errors.root?.server?.message}
      onSubmit={onSubmit}
      submitLabel="Verify and sign in"
      busyLabel={TEXTS.auth.signingIn}
      // Busy from the click until the page moves on (or the message shows).
      staysBusy
      actions={
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              form.setValue('method', method === 'totp' ? 'recovery' : 'totp');
              form.setValue('code', '');
              form.clearErrors();
            }}
          >
            {method === 'totp' ? 'Use a recovery code instead' : 'Use a code from my app instead'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Back to sign in
          </Button>
        </div>
      }
    >
      {/* The message is the alert's, so the code field itself is not marked. */}
      {method === 'totp' ? (
        <OneTimeCodeField
          key="totp"
          label="Two-factor code"
          hint="The 6-digit code your authenticator app shows now."
          required
          {...code}
        />
      ) : (
        <TextField
          key="recovery"
          label="Recovery code"
          hint="One of the codes you saved when you turned on two-factor sign-in. Each works once."
          autoComplete="off"
          required
          {...code}
        />
      )}
      <CheckboxField label="Trust this device for 30 days" {...form.register('trustDevice')} />
    </AuthCard>
  );
}
