import type { FormEvent, ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';

/** What the page says on its auth card: the heading, a line under it, the link under the card. */
export type AuthCardTexts = {
  title: string;
  subtitle?: ReactNode;
  /** "Remembered it? Back to sign in": `text`, then a link to `to` that says `link`. */
  footer?: { text: string; link: string; to: string };
};

/** An auth card's form: the card's children are its fields, and the full-width submit follows. */
export type AuthCardForm = {
  /** From `useZodForm`: its own message (`root.server`) is the card's alert; busy while sending. */
  form: { formState: { errors: FieldErrors; isSubmitting: boolean; isSubmitSuccessful: boolean } };
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  /** The submit's words while busy ("Signing in..."); it is disabled meanwhile. */
  busyLabel: string;
  /** Busy until the page moves on once sent, not only while sending (a sign-in). */
  staysBusy?: boolean;
  /** The alert, when it is not only the form's own message (what the form checked, too). */
  alert?: string | undefined;
  /** More buttons under the submit (another way to sign in, back). */
  actions?: ReactNode;
  /** The browser checks the inputs' types before the form is sent (sign-up's email address). */
  browserChecks?: boolean;
};

/**
 * The one auth card (sign-in, two-factor code, sign-up, forgot and reset password, invitation): the
 * heading and its line, the form's message (announced), the form's fields with the full-width
 * submit (or, with no `form`, what the card says instead), then the link under it and `aside`.
 */
export function AuthCard(
  props: AuthCardTexts & {
    /** Below the link (the demo accounts). */
    aside?: ReactNode;
    children: ReactNode;
  } & (AuthCardForm | { form?: undefined }),
) {
  const { title, subtitle, footer, aside, children } = props;
  const card = props.form ? props : null;
  const ownMessage = card?.form.formState.errors.root?.server?.message;
  const alert = card && 'alert' in card ? card.alert : ownMessage;
  const { isSubmitting, isSubmitSuccessful } = card?.form.formState ?? {};
  const busy = card?.staysBusy ? (isSubmitting || isSubmitSuccessful) && !alert : isSubmitting;
  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm text-slate-700">{subtitle}</p> : null}
      </div>
      {alert ? (
        <Alert className="mb-4">
          <p>{alert}</p>
        </Alert>
      ) : null}
      {card ? (
        <form
          onSubmit={(event) => void card.onSubmit(event)}
          noValidate={!card.browserChecks}
          className="space-y-4"
        >
          {children}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? card.busyLabel : card.submitLabel}
          </Button>
          {card.actions}
        </form>
      ) : (
        children
      )}
      {footer ? (
        <p className="mt-6 text-center text-sm text-slate-700">
          {footer.text} <TextLink to={footer.to}>{footer.link}</TextLink>
        </p>
      ) : null}
      {aside}
    </>
  );
}
