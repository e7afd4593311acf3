import {
  DEFAULT_SIGNUP_ACCOUNT_TYPE,
  SIGNUP_ACCOUNT_TYPES,
  signUpSchema,
  TEXTS,
  type SignUpInput,
} from '@estate/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

type SignUpRole = SignUpInput['role'];
const roleSchema = signUpSchema.shape.role;

/**
 * The sign-up form, shared by /signup (with the account-type picker) and /notify/signup (fixed
 * role notifyflow). The spec asks for no client-side rules beyond the email type: the server's
 * message is shown, or 'Signup failed'.
 */
export function SignUpForm({
  fixedRole,
  onSubmitStart,
  footer,
}: {
  /** When set, no account-type picker is shown and this role is used. */
  fixedRole?: SignUpRole;
  onSubmitStart?: () => void;
  footer?: ReactNode;
}) {
  const { signUp } = useAuth();
  const [searchParams] = useSearchParams();
  const [name, setName] = useState('');
  // An executor's invitation links to /signup?email=…: the account must use the invited address.
  const [email, setEmail] = useState(() => searchParams.get('email')?.trim().slice(0, 254) ?? '');
  const [password, setPassword] = useState('');
  const [accountType, setAccountType] = useState<SignUpRole>(DEFAULT_SIGNUP_ACCOUNT_TYPE);
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    onSubmitStart?.();
    try {
      await signUp({
        name: name.trim(),
        email: email.trim(),
        password,
        role: fixedRole ?? accountType,
      });
      // The same answer whether or not the address already had an account: the email says which.
      setSentTo(email.trim());
    } catch (caught) {
      setError(messageOf(caught, TEXTS.auth.signUpFailed));
      setSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <>
        <Alert tone="success">
          <p className="font-semibold">{TEXTS.auth.checkEmailHeading}</p>
          <p className="mt-1">{TEXTS.auth.checkEmail(sentTo)}</p>
        </Alert>
        <p className="mt-4 text-sm text-slate-700">{TEXTS.auth.checkEmailHint}</p>
        {footer}
      </>
    );
  }

  return (
    <>
      {error ? (
        <Alert className="mb-4">
          <p>{error}</p>
        </Alert>
      ) : null}
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {fixedRole ? null : (
          <SelectField
            label="Account type"
            name="role"
            value={accountType}
            onChange={(event) => {
              const parsed = roleSchema.safeParse(event.target.value);
              if (parsed.success) setAccountType(parsed.data);
            }}
          >
            {SIGNUP_ACCOUNT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </SelectField>
        )}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? TEXTS.auth.creatingAccount : 'Create account'}
        </Button>
      </form>
      {footer}
    </>
  );
}
