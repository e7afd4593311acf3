import { TEXTS, type Me } from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { DemoAccountsBox } from './demo-accounts-box';

/**
 * The sign-in form (spec 1 §2.6). `onSubmitStart` runs before the request, so the page can tell a
 * sign-in it started from a session that already existed.
 */
export function LoginForm({
  onSubmitStart,
  onSignedIn,
}: {
  onSubmitStart: () => void;
  onSignedIn: (me: Me) => void;
}) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    onSubmitStart();
    try {
      const me = await signIn({ email: email.trim(), password, rememberMe });
      onSignedIn(me);
    } catch (caught) {
      setError(messageOf(caught, TEXTS.auth.signInFailed));
      setSubmitting(false);
    }
  };

  return (
    <>
      {error ? (
        <Alert className="mb-4">
          <p>{error}</p>
        </Alert>
      ) : null}
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CheckboxField
            label="Remember me"
            name="rememberMe"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
          <TextLink to={paths.auth.forgotPassword.href()} className="text-sm">
            Forgot your password?
          </TextLink>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? TEXTS.auth.signingIn : 'Sign in'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Don’t have an account? <TextLink to={paths.auth.signUp.href()}>Create account</TextLink>
      </p>
      <DemoAccountsBox
        onPick={(account) => {
          setEmail(account.email);
          setPassword(account.password);
          setError(null);
        }}
      />
    </>
  );
}
