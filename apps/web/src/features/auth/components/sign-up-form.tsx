import {
  DEFAULT_SIGNUP_ACCOUNT_TYPE,
  SIGNUP_ACCOUNT_TYPES,
  signUpSchema,
  TEXTS,
  type SignUpInput,
} from '@estate/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { SelectField, TextField } from '@/components/ui/form-field';
import { messageOf } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { safeRedirectPath } from '@/lib/auth/redirects';
import { useAuth } from '@/lib/auth/use-auth';
import { AuthCard, type AuthCardTexts } from './auth-card';

type SignUpRole = SignUpInput['role'];

/**
 * What the form itself checks: nothing beyond the email input's type (spec 1 "Sign-up (both)"), so
 * the server's message for a short or common password is the one shown. The domain's sign-up
 * schema is applied by the API.
 */
const signUpFormSchema = signUpSchema.extend({ name: z.string(), email: z.string(), password: z.string() });

/**
 * The sign-up form, shared by /signup (with the account-type picker) and /notify/signup (fixed
 * role notifyflow). The spec asks for no client-side rules beyond the email type: the server's
 * message is shown, or 'Signup failed'.
 */
export function SignUpForm({
  card,
  fixedRole,
  onSubmitStart,
}: {
  card: AuthCardTexts;
  /** When set, no account-type picker is shown and this role is used. */
  fixedRole?: SignUpRole;
  onSubmitStart?: () => void;
}) {
  const { signUp } = useAuth();
  const [searchParams] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // An invitation's page links here with ?invitation=<token>&role=<the account type it needs>: the
  // confirmation email then comes back to the invitation (decision 028).
  const invitation = searchParams.get('invitation');
  const returnTo = invitation ? safeRedirectPath(paths.auth.invitation.href({ token: invitation })) : null;
  const askedRole = SIGNUP_ACCOUNT_TYPES.find((t) => t.value === searchParams.get('role'))?.value;
  const form = useZodForm({
    schema: signUpFormSchema,
    defaultValues: {
      name: searchParams.get('name')?.trim().slice(0, 200) ?? '',
      // An executor's invitation links to /signup?email=…: the account must use the invited address.
      email: searchParams.get('email')?.trim().slice(0, 254) ?? '',
      password: '',
      role: fixedRole ?? askedRole ?? DEFAULT_SIGNUP_ACCOUNT_TYPE,
    },
  });

  const onSubmit = form.handleSubmit(async ({ name, email, password, role }) => {
    onSubmitStart?.();
    try {
      await signUp(
        { name: name.trim(), email: email.trim(), password, role: fixedRole ?? role },
        { returnTo },
      );
      // The same answer whether or not the address already had an account: the email says which.
      setSentTo(email.trim());
    } catch (caught) {
      form.setError('root.server', { message: messageOf(caught, TEXTS.auth.signUpFailed) });
    }
  });

  if (sentTo) {
    return (
      <AuthCard {...card}>
        <Alert tone="success">
          <p className="font-semibold">{TEXTS.auth.checkEmailHeading}</p>
          <p className="mt-1">{TEXTS.auth.checkEmail(sentTo)}</p>
        </Alert>
        <p className="mt-4 text-sm text-slate-700">{TEXTS.auth.checkEmailHint}</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      {...card}
      form={form}
      onSubmit={onSubmit}
      submitLabel="Create account"
      busyLabel={TEXTS.auth.creatingAccount}
      browserChecks
    >
      <TextField label="Full name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email address" type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        {...form.field('password')}
      />
      {fixedRole ? null : (
        <SelectField label="Account type" {...form.field('role')}>
          {SIGNUP_ACCOUNT_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </SelectField>
      )}
    </AuthCard>
  );
}
