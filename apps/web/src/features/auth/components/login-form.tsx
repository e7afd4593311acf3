import { signInSchema, TEXTS, type Me } from '@estate/domain';
import { useZodForm } from '@/components/form/use-zod-form';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { AuthCard, type AuthCardTexts } from './auth-card';
import { DemoAccountsBox } from './demo-accounts-box';

/**
 * The sign-in form (spec 1 §2.6). `onSubmitStart` runs before the request, so the page can tell a
 * sign-in it started from a session that already existed.
 */
export function LoginForm({
  card,
  onSubmitStart,
  onSignedIn,
  onSecondFactor,
}: {
  card: AuthCardTexts;
  onSubmitStart: () => void;
  onSignedIn: (me: Me) => void;
  /** The password was right and the account uses two-factor sign-in: the code comes next. */
  onSecondFactor: () => void;
}) {
  const { signIn } = useAuth();
  const form = useZodForm({
    schema: signInSchema,
    defaultValues: { email: '', password: '', rememberMe: true },
  });

  const onSubmit = form.handleSubmit(async ({ email, password, rememberMe }) => {
    onSubmitStart();
    try {
      const result = await signIn({ email: email.trim(), password, rememberMe });
      if (result === 'second-factor') onSecondFactor();
      else onSignedIn(result);
    } catch (caught) {
      form.setError('root.server', { message: messageOf(caught, TEXTS.auth.signInFailed) });
    }
  });

  return (
    <AuthCard
      {...card}
      form={form}
      onSubmit={onSubmit}
      submitLabel="Sign in"
      busyLabel={TEXTS.auth.signingIn}
      // Busy from the click until the page moves on (or the error shows).
      staysBusy
      aside={
        <DemoAccountsBox
          onPick={(account) => {
            form.reset({
              email: account.email,
              password: account.password,
              rememberMe: form.getValues('rememberMe'),
            });
          }}
        />
      }
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.field('email', { setValueAs: (value) => value.trim() })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField label="Remember me" {...form.field('rememberMe')} />
        <TextLink to={paths.auth.forgotPassword.href()} className="text-sm">
          Forgot your password?
        </TextLink>
      </div>
    </AuthCard>
  );
}
